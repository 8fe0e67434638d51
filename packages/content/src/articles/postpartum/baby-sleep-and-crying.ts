import { unsafeBedSharing } from '../../advice';
import { reviewed } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/**
 * A baby's sleep, crying and colic, and the small problems of the first months: safer sleep as the
 * Lullaby Trust and NICE NG194 give it (with when bed-sharing is unsafe: common in Nigeria, first
 * clinical review, correction 8), soothing, colic, never shaking a baby, and common problems that
 * usually need no treatment.
 */
export const babySleepAndCrying: Article = {
  title: 'Baby sleep, crying, colic and common problems',
  description:
    'How to help your baby sleep safely, why babies cry and how to soothe them, colic, coping when it gets too much, and common problems in the first months.',
  summary:
    'New babies sleep a lot, wake often and cry, and that is normal. This guide explains how to put your baby to sleep safely, which lowers the risk of sudden infant death. It covers why babies cry, ways to soothe them and what colic is. It also explains how to cope when the crying gets too much, common small problems, and the signs that mean your baby is ill.',
  sections: [
    {
      heading: 'How babies sleep',
      paragraphs: [
        'Newborn babies sleep for many hours in a day, but only for short stretches. They wake to feed, day and night, because their stomachs are small. Most babies do not sleep through the night for many months. It helps to rest when your baby sleeps, and to accept help.',
      ],
    },
    {
      heading: 'Safer sleep',
      paragraphs: ['These steps lower the risk of sudden infant death, for every sleep, day and night:'],
      list: [
        'Put your baby down on their back, with their feet at the foot of the cot.',
        'Use a firm, flat mattress with a waterproof cover. Keep the cot clear: no pillows, bumpers, toys or loose covers.',
        'Keep your baby in the same room as you for at least the first 6 months.',
        {
          uk: 'Do not let your baby get too hot. A room of 16 to 20°C is right, with light bedding or a baby sleeping bag. Never cover their head.',
          ng: 'Do not let your baby get too hot. In hot weather, one light layer is enough. Never cover their head. Use an insecticide-treated net over the cot or bed every night.',
        },
        'Keep your baby away from smoke, in the home and in the car.',
        'Never fall asleep with your baby on a sofa or in an armchair.',
      ],
    },
    {
      heading: 'Sharing a bed',
      paragraphs: [
        {
          uk: 'Many parents fall asleep with their baby, planned or not. The safest place for your baby is their own cot. If you do share a bed, keep pillows and covers away from your baby and make sure they cannot fall out or get trapped.',
          ng: 'In many homes, babies sleep in the same bed as their parents. The safest place for your baby is their own cot or space beside your bed. If you do share, lay your baby on their back on a firm mattress, away from pillows and covers, and make sure they cannot fall out or get trapped. Do not put the baby between two adults, or in a bed with other children.',
        },
        unsafeBedSharing,
      ],
    },
    {
      heading: 'Why babies cry',
      paragraphs: [
        'Crying is how your baby tells you they need something. They may be hungry, tired, or need a clean nappy. They may be too hot or cold, have wind, or just want to be held. Crying often increases from about 2 weeks, is worst at around 6 to 8 weeks, and then slowly gets less.',
      ],
    },
    {
      heading: 'Ways to soothe your baby',
      paragraphs: ['Different things work for different babies, and at different times. Try:'],
      list: [
        'a feed, or winding them during and after a feed',
        'holding them close, skin to skin, or carrying them in a sling',
        'rocking, walking, or a gentle, steady sound such as humming',
        'a warm bath, or a gentle tummy rub',
        'a quiet, dim room, or a walk outside',
      ],
    },
    {
      heading: 'Colic',
      paragraphs: [
        'Colic is when a healthy baby cries for more than 3 hours a day, on more than 3 days a week, for at least a week. They may go red, clench their fists or pull up their legs. It often happens in the evening. Nobody knows for sure what causes it. It usually stops by 4 to 6 months.',
        {
          uk: 'There is no proven cure. Talk to your health visitor or GP before trying colic drops or changing your baby’s milk.',
          ng: 'There is no proven cure. Do not give your baby herbal mixtures, agbo or gripe water: they do not help and some can harm. Talk to a nurse or doctor first.',
        },
      ],
    },
    {
      heading: 'When the crying gets too much',
      paragraphs: [
        'Hours of crying can make any parent feel angry, helpless or close to tears. This does not make you a bad parent. If you feel you might lose control, put your baby on their back in a safe place, such as their cot, and leave the room for a few minutes. Breathe, have a drink, call someone. Then go back.',
        'Never shake a baby. Shaking can cause bleeding in the brain, lifelong harm or death. Make sure everyone who looks after your baby knows this.',
      ],
      signs: ['low-mood', 'mental-health-worsening'],
    },
    {
      heading: 'Common problems',
      paragraphs: ['Most of these are normal and get better by themselves:'],
      list: [
        'bringing up a little milk after feeds, called possetting or reflux',
        'nappy rash: change nappies often, let the skin air, and use a thin layer of barrier cream',
        'yellow, greasy, scaly patches on the scalp, called cradle cap',
        'a blocked or snuffly nose',
        'sticky eyes: clean them with cotton wool and cooled boiled water',
        'white patches in the mouth that do not wipe off, which can be oral thrush: see a doctor or nurse for treatment',
      ],
      signs: ['baby-unusual-cry'],
    },
  ],
  whenToGetHelp: {
    intro: 'A baby who cries in a new way, or seems unwell, needs to be checked. Trust your instincts.',
    signs: [
      'baby-floppy-or-unresponsive',
      'baby-breathing',
      'baby-colour',
      'baby-fever-under-3-months',
      'baby-not-feeding',
      'baby-sleepy',
      'baby-unusual-cry',
      'baby-diarrhoea-or-vomiting',
    ],
  },
  references: [
    sources['lullaby-safer-sleep'],
    sources['nhs-reduce-sids'],
    sources['nhs-soothing-crying-baby'],
    sources['nhs-colic'],
    sources['nice-ng194'],
    sources['who-postnatal-2022'],
    sources['who-imci'],
    sources['who-malaria'],
  ],
  review: reviewed('2026-11-27'),
};
