import { reviewed } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/**
 * A breech baby (RCOG Green-top Guidelines 20a and 20b: ECV from 36 or 37 weeks, planned caesarean or
 * vaginal breech birth) and going past the due date (NICE NG207: a membrane sweep, induction from 41
 * weeks, extra checks if you wait; WHO: induction from 41 weeks). Nigeria: a hospital that can do a
 * caesarean, and no herbs or medicines bought to start labour at home.
 */
export const breechAndOverdue: Article = {
  title: 'A breech baby, turning the baby (ECV) and going overdue',
  description:
    'What it means if your baby is bottom first, how a doctor can turn the baby, your choices for the birth, and what happens if you go past your due date.',
  summary:
    'Near the end of pregnancy, most babies lie head down, ready to be born. Some lie bottom or feet first, which is called breech. A doctor can often turn the baby, and if not, you can choose how to give birth. This page also explains what happens if your baby has not come by your due date, and why induction is offered.',
  sections: [
    {
      heading: 'If your baby is breech',
      paragraphs: [
        'Many babies are breech earlier in pregnancy, and most turn by themselves by 36 weeks. At the end of pregnancy, about 3 in 100 babies are still breech. It is more common if the baby is early, if you are having twins, or if the placenta is low.',
        'Your midwife or doctor feels your tummy at your check-ups to find out which way your baby is lying. If they think your baby is breech at 36 weeks, a scan can check.',
        'Lying or kneeling in special positions has not been shown to turn a baby.',
      ],
    },
    {
      heading: 'Turning the baby: ECV',
      paragraphs: [
        'External cephalic version (ECV) means a doctor turns your baby by pressing gently on your tummy. It is usually done from 36 weeks in a first pregnancy, or 37 weeks if you have had a baby before. It works for about half of women. You may be given a medicine first to relax your womb.',
        'It can be uncomfortable, and you can ask the doctor to stop at any time. Your baby’s heartbeat is checked before and after. ECV is done in hospital, because a few babies need to be born by caesarean soon after it. If your blood group is rhesus negative, you will need an anti-D injection.',
        {
          uk: 'ECV is not suitable for everyone, for example if you have had recent bleeding, your waters have broken, or you are expecting twins. Your team will talk it through with you.',
          ng: 'ECV is not offered in every hospital. It should only be done in a hospital that can do a caesarean at short notice. It is not suitable if you have had recent bleeding, your waters have broken, or you are expecting twins. Never let anyone try to turn your baby by pushing or massaging your tummy outside a hospital.',
        },
      ],
    },
    {
      heading: 'If your baby stays breech',
      paragraphs: [
        'You can choose a planned caesarean, usually at 39 weeks, or a vaginal breech birth. A planned caesarean slightly lowers the risk to your baby. But it is an operation, with more risks for you, and it can affect future pregnancies.',
        {
          uk: 'A vaginal breech birth is a safe choice for many women when it is looked after by a midwife or doctor skilled in breech births. Ask your team about the risks and benefits for you.',
          ng: 'A vaginal breech birth can be safe in a hospital with skilled staff who can do a caesarean at short notice if needed. A breech birth at home, or with an untrained birth attendant, is dangerous for your baby.',
        },
        'If your waters break, or your labour starts, when your baby is breech, go to hospital.',
      ],
      signs: ['cord-prolapse'],
    },
    {
      heading: 'Going past your due date',
      paragraphs: [
        'Your due date is only an estimate. Most babies are born between 37 and 42 weeks, and many first babies come after the due date. A pregnancy that has gone past its due date is called overdue.',
        'After 41 weeks, the placenta may work less well, and the risk of stillbirth slowly rises. That is why you are offered help to start labour.',
        {
          uk: 'Keep feeling for your baby’s movements every day, right up to the birth. Babies do not move less at the end of pregnancy.',
          ng: 'Keep feeling for your baby’s movements every day, right up to the birth. Babies do not move less at the end of pregnancy. If you are not sure of your dates, ask for a scan, and do not go past 41 weeks without being checked in a hospital.',
        },
      ],
    },
    {
      heading: 'A membrane sweep and induction',
      paragraphs: [
        'A membrane sweep is often offered first, at your check-ups around your due date. Your midwife or doctor puts a finger inside your cervix and sweeps around it. This can help labour start within a couple of days. It can be uncomfortable and cause some spotting.',
        {
          uk: 'From 41 weeks, you will be offered induction of labour, which means starting labour in hospital. This may be with a tablet, pessary or gel in your vagina, a small balloon in your cervix, breaking your waters, or a hormone drip.',
          ng: 'WHO advises induction of labour from 41 weeks, in a hospital. Induction may be with a tablet or gel in your vagina, a small balloon in your cervix, breaking your waters, or a hormone drip. You and your baby are watched closely, because the womb can contract too hard.',
        },
        {
          uk: 'It is your choice. If you decide to wait, you will be offered checks at least twice a week from 42 weeks: a trace of your baby’s heartbeat and a scan of the fluid around your baby.',
          ng: 'Never take herbal mixtures, or tablets or injections bought from a chemist, to start labour at home. They can make the womb contract too strongly, harm your baby or tear the womb.',
        },
      ],
    },
  ],
  whenToGetHelp: {
    intro: 'At the end of pregnancy, these signs need a check, even if your due date has passed.',
    signs: ['cord-prolapse', 'pregnancy-heavy-bleeding', 'reduced-movements', 'waters-break', 'later-pregnancy-tummy-pain', 'pre-eclampsia'],
  },
  references: [
    sources['rcog-gtg20b'],
    {
      title: 'External cephalic version and reducing the incidence of term breech presentation (Green-top Guideline No. 20a)',
      publisher: 'RCOG',
      url: 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/external-cephalic-version-and-reducing-the-incidence-of-term-breech-presentation-green-top-guideline-no-20a/',
    },
    sources['nice-ng207'],
    {
      title: 'If your baby is breech',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/pregnancy/labour-and-birth/what-happens/if-your-baby-is-breech/',
    },
    sources['nhs-movements'],
    {
      title: 'WHO recommendations for induction of labour',
      publisher: 'World Health Organization',
      url: 'https://www.who.int/publications/i/item/9789241501156',
    },
    sources['who-intrapartum-care'],
    sources['who-mcpc'],
  ],
  review: reviewed('2026-11-27'),
};
