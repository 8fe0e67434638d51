import { contentReview } from '../../site';
import type { Article } from '../article';
import { sources } from '../../sources';

/** Periods: what is normal, heavy and painful periods, PMS, irregular or missed periods and the menopause. */
export const menstrual: Article = {
  title: 'Periods and menstrual health',
  description:
    'What a normal period looks like, and help for heavy, painful, irregular or missed periods, PMS and changes around the menopause.',
  summary:
    'Periods vary a lot from person to person, and what matters most is what is normal for you. A cycle of 21 to 35 days and bleeding for 2 to 7 days are both usual. Heavy or painful periods that get in the way of your life are common, but they are not something you just have to live with. Treatments work. Bleeding after sex, between periods or after the menopause should always be checked.',
  sections: [
    {
      heading: 'What is a normal period?',
      paragraphs: [
        'A period is bleeding from the womb through the vagina. It happens when the lining of the womb comes away at the end of a cycle in which you did not get pregnant.',
        {
          uk: 'Periods usually start at around 12 years old, but anywhere from 8 is possible. They carry on until the menopause, which in the UK is at about 51 on average.',
          ng: 'Periods usually start at around 12 years old, but anywhere from 8 is possible. They carry on until the menopause, which most women reach between the ages of 45 and 55.',
        },
        'The cycle is counted from the first day of one period to the day before the next. The average is 28 days, but 21 to 35 days is usual. Bleeding usually lasts 2 to 7 days and is heaviest in the first 2 days.',
        'It is normal for cycles to be irregular for the first year or two after periods start, and in the years before the menopause.',
      ],
    },
    {
      heading: 'Heavy periods',
      paragraphs: [
        'Heavy periods are common. They count as heavy if they affect your daily life, whatever the amount. Signs include:',
      ],
      list: [
        'needing to change your pad or tampon every 1 to 2 hours',
        'needing to use two types of product together, such as a tampon and a pad',
        'bleeding through to your clothes or bedding',
        'passing clots larger than about 2.5 cm',
        'bleeding for more than 7 days',
        'feeling tired or breathless, as losing a lot of blood can cause anaemia',
      ],
    },
    {
      heading: 'Causes and treatment of heavy periods',
      paragraphs: [
        'Often no cause is found. Known causes include fibroids, polyps, endometriosis and adenomyosis (where womb lining grows into the muscle of the womb), polycystic ovary syndrome (PCOS), thyroid problems, a copper coil, some medicines, and bleeding disorders.',
        'A doctor may check for anaemia with a blood test and may offer a scan. Treatments include:',
      ],
      list: [
        'a hormone coil (intrauterine system, IUS), which often makes periods much lighter',
        'tranexamic acid tablets, taken only during your period, to reduce bleeding',
        'anti-inflammatory painkillers such as mefenamic acid or ibuprofen',
        'the combined pill, or progestogen tablets (progestogen is a man-made form of the hormone progesterone)',
        'iron tablets if you are anaemic',
        'procedures or surgery, such as removing fibroids, if medicines do not help',
      ],
    },
    {
      heading: 'Period pain',
      paragraphs: [
        'Cramping pain in the lower tummy, back or thighs is common in the first day or two of a period. Ibuprofen or other anti-inflammatory painkillers, taken as the pain starts, often help most. A hot water bottle, a warm bath and gentle exercise can help too.',
        'Period pain that stops you going to school or work, that gets worse over time, or that comes with pain during sex or when opening your bowels may be a sign of endometriosis. See a doctor.',
      ],
    },
    {
      heading: 'Premenstrual syndrome (PMS)',
      paragraphs: [
        'Many people have symptoms in the 2 weeks before a period, which ease once bleeding starts. These include mood swings, irritability, feeling low, bloating, sore breasts and headaches.',
        'Regular exercise, regular meals, good sleep and less alcohol and caffeine can help. Some people have a severe form called premenstrual dysphoric disorder (PMDD), with very low mood or anxiety. Treatment, including some antidepressants or hormones, can make a big difference.',
      ],
    },
    {
      heading: 'Irregular or missed periods',
      paragraphs: [
        'If your period is late, first rule out pregnancy with a test. Other common causes are stress, sudden weight loss or gain, over-exercising, PCOS, thyroid problems, breastfeeding, some contraception and the run-up to the menopause.',
      ],
      signs: ['missed-periods'],
    },
    {
      heading: 'Bleeding that should always be checked',
      paragraphs: [
        'Some bleeding is not part of a normal period. It can have simple causes, such as an infection, a polyp or contraception, but it sometimes signals cancer. Bleeding after the menopause means any bleeding once periods have stopped for a year.',
      ],
      signs: ['bleeding-between-periods', 'postmenopausal-bleeding'],
    },
    {
      heading: 'The menopause',
      paragraphs: [
        'The menopause is when periods stop because the ovaries no longer release eggs. It is confirmed after 12 months without a period. The years before it, called the perimenopause, often bring irregular periods, hot flushes, night sweats, poor sleep, low mood and vaginal dryness.',
        'If periods stop before 40, it is called premature ovarian insufficiency and needs medical advice. Hormone replacement therapy (HRT) and other treatments can ease symptoms and protect your bones.',
      ],
    },
    {
      heading: 'Period products and hygiene',
      paragraphs: [
        'Pads, tampons, menstrual cups and period pants are all safe choices. Change tampons as often as the pack says, and use the lowest absorbency you need. This lowers the small risk of toxic shock syndrome, a rare but serious infection.',
        'Washing the outside of the vagina with plain water is enough. Do not douche or use perfumed products inside the vagina, as they upset its natural balance.',
      ],
      signs: ['toxic-shock-severe', 'toxic-shock-possible'],
    },
  ],
  whenToGetHelp: {
    intro: {
      uk: 'See a GP if your periods are heavy, painful or irregular enough to affect your life, or if something changes. You do not need to put up with it.',
      ng: 'See a doctor if your periods are heavy, painful or irregular enough to affect your life, or if something changes. You do not need to put up with it.',
    },
    signs: [
      'heavy-bleeding-faint',
      'severe-pain-or-collapse',
      'toxic-shock-severe',
      'possible-ectopic',
      'toxic-shock-possible',
      'pelvic-infection',
      'heavy-periods-tiredness',
      'heavy-or-painful-periods',
      'bleeding-between-periods',
      'postmenopausal-bleeding',
    ],
  },
  references: [
    sources['nhs-toxic-shock'],
    sources['nhs-periods'],
    sources['nhs-heavy-periods'],
    {
      title: 'Period pain',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/conditions/period-pain/',
    },
    sources['nice-ng88'],
    sources['who-menopause'],
    sources['who-endometriosis'],
    sources['who-anaemia'],
  ],
  review: contentReview,
};
