import { contraceptionFigures, expressedMilkStorage } from '../../advice';
import { contentReview } from '../../site';
import type { Article } from '../article';
import { sources } from '../../sources';

/** Returning to exercise, work, sex and contraception after birth. */
export const returning: Article = {
  title: 'Getting back to exercise, work, sex and contraception',
  description:
    'When and how to return to exercise, work and sex after having a baby, and which contraception you can use, including while breastfeeding.',
  summary:
    'There is no fixed timetable for getting back to normal life after a baby. Your body, your birth and your baby all play a part. Start gently with walking and pelvic floor exercises, and build up slowly. You can get pregnant again from 3 weeks after birth, even if you are breastfeeding and your periods have not returned. So plan contraception before you have sex.',
  sections: [
    {
      heading: 'Exercise: start gently',
      paragraphs: [
        'After a straightforward vaginal birth, you can start gentle walking, stretching and pelvic floor exercises as soon as you feel ready. Pelvic floor exercises help prevent leaks and support your bladder and bowel.',
        'Build up slowly. The aim, as for all adults, is at least 150 minutes of moderate activity a week, plus muscle-strengthening activity twice a week. Short bursts count, and walking with a pram is a good start.',
        'Wait until you have had 7 days without any bleeding or discharge before you go swimming. This lowers the risk of infection.',
      ],
    },
    {
      heading: 'High-impact exercise',
      paragraphs: [
        'Running, jumping and heavy lifting put strain on a pelvic floor that is still healing. Many physiotherapists advise waiting until at least 12 weeks after birth before running. Build up strength first.',
        'Stop and get advice if exercise causes leaking, a heavy or dragging feeling in the vagina, or pain.',
        'It is common for the 2 long muscles down the middle of your tummy to separate in pregnancy. The gap usually closes by about 8 weeks after birth. If it does not, or you see a bulge, ask for a physiotherapy referral before doing hard tummy exercises.',
      ],
    },
    {
      heading: 'After a caesarean',
      paragraphs: [
        'Walk gently from the first days. Avoid heavy lifting and hard exercise until after your 6 to 8 week check, and build up slowly after that. Full healing of the deep layers of the wound takes months.',
      ],
    },
    {
      heading: 'Going back to work',
      paragraphs: [
        {
          uk: 'In the UK, you can take up to 52 weeks of maternity leave, and you must take at least the first 2 weeks after birth off. Statutory Maternity Pay lasts up to 39 weeks if you qualify. You may be able to share leave with your partner through Shared Parental Leave.',
          ng: 'Under Nigeria’s Labour Act, many employees are entitled to at least 12 weeks of maternity leave, and nursing mothers to breaks in the working day to breastfeed. The public service and some employers offer more. Check your contract or ask your employer.',
        },
        {
          uk: 'If you are breastfeeding, tell your employer in writing. They must carry out a risk assessment and give you somewhere suitable to rest. Many also offer a private space to express milk and a fridge to store it.',
          ng: `If you are breastfeeding, talk to your employer about breaks and a private, clean place to express milk. ${expressedMilkStorage.ng}`,
        },
        'Going back can stir up mixed feelings. A short settling-in period with your childcare, and a phased return if your employer allows it, can help.',
      ],
    },
    {
      heading: 'Sex after birth',
      paragraphs: [
        'There is no set time to wait before having sex. Wait until you feel ready, physically and emotionally. Many couples wait until bleeding has stopped and any stitches have healed.',
        'Hormone changes, especially while breastfeeding, can make the vagina dry. A water-based lubricant helps. Take it slowly and try positions that put less pressure on sore areas.',
        {
          uk: 'Sex may feel different for a while. If it is still painful after a few months, talk to your GP. Help is available.',
          ng: 'Sex may feel different for a while. If it is still painful after a few months, talk to a doctor. Help is available.',
        },
      ],
    },
    {
      heading: 'You can get pregnant sooner than you think',
      paragraphs: [
        'You can get pregnant from 3 weeks (21 days) after giving birth. You release an egg before your first period, so you may not know you are fertile again.',
        `Breastfeeding alone protects against pregnancy only if all three of these apply: your baby is under 6 months old, you are feeding only breast milk day and night, and your periods have not returned. Used this way it is ${contraceptionFigures.lam}. Once any of these changes, use another method.`,
        'The World Health Organization advises waiting at least 2 years after a birth before trying for another baby. This gives your body time to recover and lowers risks for the next baby.',
      ],
    },
    {
      heading: 'Contraception after birth',
      paragraphs: ['Most methods are safe after birth. Some can start from the day of the birth, others after a few weeks:'],
      list: [
        'the implant and the progestogen-only pill (progestogen is a man-made form of the hormone progesterone) can start at any time after birth, including while breastfeeding',
        'the contraceptive injection can usually start at any time after birth',
        'a coil (IUD or IUS) can be fitted within 48 hours of birth, or from 4 weeks after birth',
        'the combined pill, patch or ring can start from 3 weeks if you are not breastfeeding, and usually from 6 weeks if you are',
        'condoms can be used at any time, and also protect against sexually transmitted infections',
        'a diaphragm or cap needs to be checked for size from 6 weeks after birth',
      ],
    },
    {
      heading: 'Getting contraception',
      paragraphs: [
        {
          uk: 'Your midwife can talk about contraception before you leave hospital, and your GP will ask at your 6 to 8 week check. You can also get free contraception from a sexual health clinic or some pharmacies.',
          ng: 'Family planning is offered at primary health care centres and government hospitals, often free or at low cost. Ask about it at your postnatal check, or visit a family planning clinic.',
        },
        'If your circumstances mean some methods are not safe for you, for example high blood pressure or a history of blood clots, a doctor or nurse will help you choose.',
      ],
    },
  ],
  whenToGetHelp: {
    intro: {
      uk: 'Your 6 to 8 week check with your GP is a good time to raise exercise, sex and contraception. If something is wrong, you do not have to wait for it.',
      ng: 'Your 6-week postnatal check is a good time to raise exercise, sex and contraception. If something is wrong, you do not have to wait for it.',
    },
    signs: [
      'postnatal-heavy-bleeding',
      'chest-pain-or-breathlessness',
      'severe-pain-or-collapse',
      'one-swollen-leg',
      'possible-ectopic',
      'pregnancy-bleeding',
      'emergency-contraception',
      'wound-infection',
      'pelvic-infection',
      'leaking-or-prolapse',
    ],
  },
  references: [
    sources['nhs-post-pregnancy-body'],
    sources['nhs-contraception'],
    {
      title: 'Physical activity guidelines: pregnancy and after childbirth',
      publisher: 'GOV.UK (Department of Health and Social Care)',
      url: 'https://www.gov.uk/government/publications/physical-activity-guidelines-pregnancy-and-after-childbirth',
    },
    {
      title: 'Maternity pay and leave',
      publisher: 'GOV.UK',
      url: 'https://www.gov.uk/maternity-pay-leave',
    },
    sources['who-family-planning'],
    sources['fsrh-contraception-after-pregnancy'],
    sources['who-postnatal-2022'],
    sources['abm-milk-storage-2017'],
  ],
  review: contentReview,
};
