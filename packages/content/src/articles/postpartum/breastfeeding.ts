import { expressedMilkStorage, vitaminD } from '../../advice';
import { contentReview } from '../../site';
import type { Article } from '../article';
import { sources } from '../../sources';

/** Breastfeeding: getting started, a good latch, knowing your baby is fed, common problems and support. */
export const breastfeeding: Article = {
  title: 'Breastfeeding: getting started and common problems',
  description:
    'How to start breastfeeding, signs of a good latch, how to tell your baby is getting enough milk, and help with sore nipples and mastitis.',
  summary:
    'Breast milk gives your baby all the food and drink they need for about the first 6 months. It also protects against infections. Breastfeeding is a skill that you and your baby learn together, and it often takes a few weeks to feel easy. Pain is a sign that something needs to change, not something to put up with. Help is available, and however you feed your baby, you deserve support.',
  sections: [
    {
      heading: 'Why breastfeeding helps',
      paragraphs: [
        'Breast milk changes to meet your baby’s needs as they grow. It lowers your baby’s risk of infections, diarrhoea and vomiting, and sudden infant death syndrome (SIDS). It also lowers their risk of obesity later in life.',
        'For mothers, breastfeeding lowers the risk of breast cancer and ovarian cancer. Every feed counts, so any amount of breast milk helps.',
        'The World Health Organization (WHO) recommends breast milk only for the first 6 months. After that, continue breastfeeding alongside solid foods for up to 2 years or beyond.',
      ],
    },
    {
      heading: 'The first hours and days',
      paragraphs: [
        'Try to hold your baby skin to skin straight after birth, and offer the breast within the first hour. Your first milk, called colostrum, is thick and yellow. It comes in small amounts, which is all a newborn’s tiny stomach needs.',
        'Your milk usually "comes in" 2 to 4 days after birth. Your breasts may feel full, warm and heavy.',
        'Feed your baby whenever they show signs of hunger. In the early weeks, most babies feed at least 8 times in 24 hours, including at night. Early signs of hunger include stirring, turning the head and opening the mouth, and sucking on fists. Crying is a late sign.',
      ],
    },
    {
      heading: 'A good latch',
      paragraphs: [
        'How your baby attaches to the breast makes the biggest difference. Hold your baby close, with their head and body in a straight line and their nose level with your nipple. Wait for a wide-open mouth, then bring the baby to the breast.',
        'Signs of a good latch:',
      ],
      list: [
        'your baby’s chin touches your breast and their mouth is wide open',
        'you can see more of the darker skin around the nipple above the top lip than below',
        'their cheeks look full and round, not sucked in',
        'sucking changes from quick sucks to slower, deeper sucks, with pauses and swallowing',
        'it does not hurt, although the first few sucks may feel strong',
      ],
    },
    {
      heading: 'Is my baby getting enough?',
      paragraphs: [
        'It is normal for babies to lose some weight in the first few days. Most are back to their birth weight by about 2 weeks. Your baby will be weighed to check.',
        'Signs that feeding is going well:',
      ],
      list: [
        'from about day 5, at least 6 heavy wet nappies every 24 hours',
        'at least 2 soft yellow poos a day from about day 4 or 5',
        'your baby seems content after most feeds and comes off the breast on their own',
        'your baby is alert when awake, with a healthy skin colour',
      ],
    },
    {
      heading: 'Common problems',
      paragraphs: [
        'Sore or cracked nipples are usually caused by a poor latch. Ask someone trained to watch a feed. Small changes in position often fix it.',
        'Full, hard breasts (engorgement) are common when your milk comes in. Feeding often, and expressing a little to soften the breast, helps.',
        'A tender lump may be a blocked duct. Keep feeding, and gently stroke the lump towards the nipple.',
        'Mastitis is swelling of the breast tissue, sometimes with infection. The breast is painful, hot and may look red or darker than usual, and you may feel flu-like. Keep breastfeeding or expressing, rest and drink fluids. Paracetamol or ibuprofen can help and are safe while breastfeeding. If you are no better within 24 hours, or you feel very unwell, you may need antibiotics.',
        'Some babies have a tight band of tissue under the tongue, called tongue-tie, which can make feeding hard. It can be checked and treated.',
      ],
      signs: ['mastitis'],
    },
    {
      heading: 'Looking after yourself',
      paragraphs: [
        vitaminD,
        'Eat a varied diet and drink to thirst. Check any medicine with a pharmacist or doctor, though most are safe.',
        {
          uk: 'In the UK, breastfed babies should also be given a daily vitamin D supplement of 8.5 to 10 micrograms from birth. Ask your health visitor.',
          ng: 'Breastfed babies do not need water, even in hot weather. Breast milk alone meets their needs for the first 6 months.',
        },
        'Caffeine passes into breast milk, so keep it moderate. Avoid alcohol, especially soon before a feed. Smoking near your baby raises the risk of SIDS.',
      ],
    },
    {
      heading: 'Expressing and storing milk',
      paragraphs: [
        'You can express milk by hand or with a pump.',
        expressedMilkStorage,
      ],
    },
    {
      heading: 'If you have HIV',
      paragraphs: [
        {
          uk: 'In the UK, formula feeding is the safest way to prevent HIV passing to your baby. If your viral load is undetectable on treatment and you want to breastfeed, talk to your HIV team, who can support you.',
          ng: 'WHO advises mothers living with HIV to breastfeed while taking their HIV medicines every day. Keep going to your clinic so that your baby can be tested and protected.',
        },
      ],
    },
    {
      heading: 'Getting support',
      paragraphs: [
        {
          uk: 'Your midwife, health visitor, a local breastfeeding group or a trained peer supporter can help. Many problems get better with one good session of support.',
          ng: 'Nurses and midwives at your primary health care centre or the hospital can help. Many hospitals run breastfeeding support and mothers’ groups.',
        },
        'If you choose formula, or combine breast and formula, you still deserve support. Make up formula with water that has boiled and cooled for no more than 30 minutes, so it is still at least 70°C.',
      ],
    },
  ],
  whenToGetHelp: {
    intro: {
      uk: 'Ask your midwife or health visitor for help early if feeding hurts or you are worried. Some signs in you or your baby need faster help.',
      ng: 'Ask a nurse or midwife at your clinic for help early if feeding hurts or you are worried. Some signs in you or your baby need faster help.',
    },
    signs: [
      'baby-floppy-or-unresponsive',
      'baby-breathing',
      'baby-fit',
      'baby-colour',
      'baby-cold',
      'sepsis',
      'baby-jaundice-first-day',
      'baby-fever-under-3-months',
      'baby-not-feeding',
      'baby-sleepy',
      'baby-wet-nappies',
      'baby-jaundice-later',
      'mastitis',
    ],
  },
  references: [
    sources['nhs-vitamins-pregnancy'],
    sources['who-anc-2016'],
    {
      title: 'Breastfeeding',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/baby/breastfeeding-and-bottle-feeding/breastfeeding/',
    },
    sources['nhs-mastitis'],
    sources['who-infant-feeding'],
    {
      title: 'Baby Friendly Initiative: the benefits of breastfeeding',
      publisher: 'UNICEF UK',
      url: 'https://www.unicef.org.uk/babyfriendly/about/benefits-of-breastfeeding/',
    },
    sources['nice-ng194'],
    sources['abm-milk-storage-2017'],
  ],
  review: contentReview,
};
