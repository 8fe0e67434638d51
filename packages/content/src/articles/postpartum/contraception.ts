import { contraceptionFigures } from '../../advice';
import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Contraception after a birth: when fertility returns, methods safe while breastfeeding, and spacing births. */
export const contraception: Article = {
  title: 'Contraception after having a baby',
  description:
    'When you can get pregnant again after a birth, which methods of contraception are safe while breastfeeding, when to start them, and why spacing births helps.',
  summary:
    'You can get pregnant again sooner than many people think: from about 3 weeks after the birth, before your periods come back and even if you are breastfeeding. Most methods of contraception are safe after a birth and while breastfeeding, and some can be started before you go home. Leaving a good gap before your next pregnancy is better for you and your next baby.',
  sections: [
    {
      heading: 'When you can get pregnant again',
      paragraphs: [
        'Your ovaries can release an egg before your first period after the birth. So you can get pregnant before you know your fertility is back. From 3 weeks (21 days) after the birth, use contraception every time you have sex unless you want another baby.',
        'If you are not breastfeeding, your periods may come back 5 or 6 weeks after the birth. If you are breastfeeding, they may not come back for months.',
        'You can have sex when you both feel ready: there is no set time. Sex may feel sore or dry at first, and a water-based lubricant can help.',
      ],
    },
    {
      heading: 'Breastfeeding as contraception',
      paragraphs: [
        `Breastfeeding can stop your ovaries releasing eggs. This is called the lactational amenorrhoea method (LAM). It is ${contraceptionFigures.lam}, but only while all 3 of these are true:`,
      ],
      list: [
        'your baby is under 6 months old',
        'you give only breast milk, no other food or drinks, and feed day and night without long gaps: no more than 4 hours between feeds in the day, or 6 hours at night',
        'your periods have not come back',
      ],
    },
    {
      heading: 'When LAM stops working',
      paragraphs: [
        'As soon as one of the 3 things changes, LAM no longer protects you. This often happens without warning, for example when your baby starts sleeping longer at night. Many women choose to start another method early, to be sure.',
      ],
    },
    {
      heading: 'Methods that are safe while breastfeeding',
      paragraphs: ['These methods do not harm your milk supply or your baby:'],
      list: [
        {
          uk: `the implant: a small rod placed under the skin of the upper arm, more than 99% effective; ${contraceptionFigures.implant.uk}, and it can be fitted at any time after the birth`,
          ng: `the implant: a small rod placed under the skin of the upper arm, more than 99% effective; ${contraceptionFigures.implant.ng}, and it can be fitted at any time after the birth`,
        },
        'the progestogen-only pill: one pill every day, with no break; you can start it at any time after the birth',
        'the injection: given every 8 to 13 weeks, depending on the type; ask when you can start it',
        `the copper coil (IUD) or the hormone coil (IUS): more than 99% effective; ${contraceptionFigures.coils}; a coil can be fitted within 48 hours of the birth, or from 4 weeks after it`,
        'condoms: they can be used at any time, and they also protect against sexually transmitted infections',
        'sterilisation, or a vasectomy for your partner: permanent, so only if you are sure you want no more children',
      ],
    },
    {
      heading: 'The combined pill, patch and ring',
      paragraphs: [
        'These contain oestrogen as well as a progestogen. In the weeks after a birth, oestrogen raises the risk of blood clots. Early on, it can also lower your milk supply.',
        {
          uk: 'If you are breastfeeding, you can usually start them from 6 weeks after the birth. If you are not breastfeeding, you can usually start them from 3 weeks. If you have other risks of blood clots, such as after a caesarean, wait until 6 weeks.',
          ng: 'WHO advises that if you are breastfeeding, you wait until your baby is 6 months old before using them. If you are not breastfeeding, you can usually start them from 3 weeks after the birth. If you have other risks of blood clots, such as after a caesarean, wait until 6 weeks.',
        },
      ],
    },
    {
      heading: 'Emergency contraception after a birth',
      paragraphs: [
        'You do not need emergency contraception in the first 21 days after the birth.',
        'After that, if you had sex with no contraception, or a condom split or a pill was missed, a copper coil fitted within 5 days is the most effective choice. If you are breastfeeding and choose a pill, the levonorgestrel pill is often easier. After the other pill, ulipristal acetate, you are advised not to breastfeed for a week: you express your milk and throw it away.',
      ],
      signs: ['emergency-contraception'],
    },
    {
      heading: 'Spacing your pregnancies',
      paragraphs: [
        {
          uk: 'Getting pregnant again less than 12 months after a birth raises the risk of your next baby being born early or small. A longer gap gives your body time to recover and rebuild its stores of iron. It also gives you time with your baby.',
          ng: 'WHO advises waiting at least 2 years after a birth before trying to get pregnant again. A shorter gap raises the risk of your next baby being born early or small, or dying in the first weeks of life. A longer gap gives your body time to recover and rebuild its stores of iron.',
        },
        'If you had a caesarean, ask about the gap your doctor advises before your next pregnancy.',
      ],
    },
    {
      heading: 'Where to get contraception',
      paragraphs: [
        {
          uk: 'Your midwife will ask about contraception before you go home, and your GP will ask again at your 6 to 8 week check. Some hospitals can fit an implant or coil before you leave. Contraception is free on the NHS from your GP, sexual health clinics and many pharmacies. Pharmacies can give you the progestogen-only pill without a prescription.',
          ng: 'Ask about family planning at your antenatal visits, before you leave the place where you gave birth, and at your postnatal checks. Primary health care centres and government hospitals offer family planning, and many methods are free or low cost there. Your partner is welcome to come with you, and you have the right to choose a method that suits you.',
        },
      ],
    },
  ],
  whenToGetHelp: {
    intro: 'Most women have no problems with their contraception. Get help if you notice any of these.',
    signs: [
      'severe-pain-or-collapse',
      'chest-pain-or-breathlessness',
      'one-swollen-leg',
      'emergency-contraception',
      'pelvic-infection',
    ],
  },
  references: [
    sources['nhs-contraception'],
    sources['fsrh-contraception-after-pregnancy'],
    sources['who-family-planning-handbook'],
    sources['fsrh-emergency-contraception'],
    {
      title: 'Medical eligibility criteria for contraceptive use, 5th edition',
      publisher: 'World Health Organization',
      url: 'https://www.who.int/publications/i/item/9789241549158',
    },
    sources['who-family-planning'],
    {
      title: 'Report of a WHO technical consultation on birth spacing',
      publisher: 'World Health Organization',
      url: 'https://www.who.int/maternal_child_adolescent/documents/birth_spacing05/en/',
    },
    sources['nice-ng194'],
    sources['nphcda'],
  ],
  review: contentReview,
};
