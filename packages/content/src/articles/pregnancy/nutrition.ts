import { higherDoseFolicAcid, vitaminD } from '../../advice';
import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Eating well in pregnancy: supplements, foods to enjoy, foods to avoid, caffeine and energy needs. */
export const nutrition: Article = {
  title: 'Eating well in pregnancy',
  description:
    'Which supplements to take, how much extra to eat, limits on caffeine, and the foods to avoid to keep you and your baby safe in pregnancy.',
  // The supplements differ by country: the NHS advises folic acid and vitamin D; WHO, whose advice the
  // Nigeria site gives, advises daily iron and folic acid and no routine vitamin D (second clinical
  // review, correction 7; WHO antenatal care 2016).
  summary: {
    uk: 'A varied, balanced diet gives your baby what they need to grow. You do not need to "eat for two". You need no extra calories for the first 6 months, and only about 200 more a day in the last 3 months. Two supplements matter most: folic acid and vitamin D. Some foods carry a small risk of infection or harm and are best avoided.',
    ng: 'A varied, balanced diet gives your baby what they need to grow. You do not need to "eat for two". You need no extra calories for the first 6 months, and only about 200 more a day in the last 3 months. Two supplements matter most: folic acid and iron, taken every day as WHO advises. Some foods carry a small risk of infection or harm and are best avoided.',
  },
  sections: [
    {
      heading: 'Supplements: what to take',
      paragraphs: [
        'Folic acid lowers the risk of problems with the baby’s brain and spine, such as spina bifida. These develop very early, often before you know you are pregnant.',
        'UK advice: take 400 micrograms of folic acid every day from before you conceive until you are 12 weeks pregnant. If you did not plan the pregnancy, start as soon as you find out.',
        'WHO advice, followed in Nigeria and many other countries: take 400 micrograms of folic acid with 30 to 60 mg of iron every day throughout pregnancy. The iron helps prevent anaemia, which is common in pregnancy.',
        higherDoseFolicAcid,
        vitaminD,
        {
          uk: 'You may be able to get free vitamins through the Healthy Start scheme. Ask your midwife.',
          ng: 'Your antenatal clinic can give or prescribe iron and folic acid tablets. Take them every day, as advised.',
        },
      ],
    },
    {
      heading: 'Supplements to avoid',
      paragraphs: [
        'Do not take supplements that contain vitamin A in the form of retinol, or fish liver oils such as cod liver oil. Too much vitamin A can harm the baby. If you take a multivitamin, choose one made for pregnancy.',
      ],
    },
    {
      heading: 'How much to eat',
      paragraphs: [
        'Pregnancy is not the time to diet, but you do not need to eat much more either. For the first 6 months you need no extra calories. In the last 3 months you may need about 200 extra calories a day. A small healthy snack, such as a banana and a glass of milk, is roughly that much.',
        'Eating well helps you gain a healthy amount of weight. It also gives you energy for the birth and the months after.',
      ],
    },
    {
      heading: 'A healthy plate',
      paragraphs: ['Try to eat a mix of these every day:'],
      list: [
        'at least 5 portions of fruit and vegetables',
        'starchy foods such as bread, rice, yam, potatoes or pasta, choosing wholegrain where you can',
        'protein such as beans, lentils, fish, eggs and lean meat',
        'dairy foods such as milk, yoghurt and hard cheese, or fortified alternatives, for calcium',
        'plenty of water: 6 to 8 glasses a day',
      ],
    },
    {
      heading: 'Iron and fish',
      paragraphs: [
        'Iron-rich foods include beans, lentils, dark green leafy vegetables, red meat, fish, eggs and fortified cereals. Vitamin C, from fruit or vegetables, helps your body take in iron. Tea and coffee with meals make it harder, so have them between meals.',
        'Aim for 2 portions of fish a week, one of them oily, such as mackerel or sardines. Do not eat more than 2 portions of oily fish a week, because of pollutants. Avoid shark, swordfish and marlin, which can hold a lot of mercury. Limit tuna to 2 fresh tuna steaks or 4 medium cans a week.',
      ],
    },
    {
      heading: 'Caffeine',
      paragraphs: [
        'Keep caffeine to 200 mg a day or less. Too much raises the risk of a low birth weight and miscarriage. Caffeine is in coffee, tea, cola, energy drinks and chocolate. As a rough guide:',
      ],
      list: [
        'a mug of instant coffee has about 100 mg',
        'a mug of filter coffee has about 140 mg',
        'a mug of tea has about 75 mg',
        'a can of cola has about 40 mg',
        'a 250 ml can of energy drink has about 80 mg',
      ],
    },
    {
      heading: 'Foods to avoid',
      paragraphs: [
        'A few foods can carry germs such as listeria, salmonella or toxoplasma, which can harm a baby. Others contain too much vitamin A. Avoid:',
      ],
      list: [
        'unpasteurised milk, and food made from it',
        'soft cheeses with a white rind, such as brie, and soft blue cheeses, unless cooked until steaming hot',
        'raw or undercooked meat, and cold cured meats such as salami unless cooked',
        'liver and liver products, because of their high vitamin A',
        'all types of pâté, including vegetarian pâté, which can carry listeria',
        'raw shellfish such as oysters',
        {
          uk: 'raw or runny eggs, unless they carry the British Lion mark, which are safe to eat lightly cooked',
          ng: 'raw or runny eggs: cook eggs until the white and yolk are solid',
        },
        'alcohol: no level is known to be safe in pregnancy',
      ],
    },
    {
      heading: 'Food safety at home',
      paragraphs: [
        'Wash fruit and vegetables well to remove soil. Cook meat until there is no pink left and the juices run clear. Wash your hands after handling raw meat and after gardening. Wear gloves when handling cat litter or soil.',
        'Keep leftovers in the fridge and reheat them until steaming hot. Drink safe water: if you are unsure about tap water, boil it or use bottled water.',
      ],
    },
    {
      heading: 'Special diets and sickness',
      paragraphs: [
        'If you are vegetarian or vegan, you can still get what you and your baby need. Ask about vitamin B12, iodine and iron, which can be harder to get.',
        'If sickness makes eating hard, eat small amounts often. Plain foods such as toast or crackers can help. Sip fluids through the day.',
      ],
    },
  ],
  whenToGetHelp: {
    intro: {
      uk: 'Talk to your midwife or GP if you are worried about your diet or weight, or if you have a condition that affects what you eat.',
      ng: 'Talk to your antenatal clinic or doctor if you are worried about your diet or weight, or if you have a condition that affects what you eat.',
    },
    signs: ['vomiting-blood', 'fit-or-collapse', 'severe-pain-or-collapse', 'severe-vomiting', 'pregnancy-temperature', 'possible-food-poisoning', 'possible-anaemia'],
  },
  references: [
    sources['nhs-vitamins-pregnancy'],
    sources['nhs-foods-to-avoid'],
    {
      title: 'Have a healthy diet in pregnancy',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/pregnancy/keeping-well/have-a-healthy-diet/',
    },
    sources['who-iron-folic-acid'],
    sources['nice-ng247'],
    sources['who-anc-2016'],
  ],
  review: contentReview,
};
