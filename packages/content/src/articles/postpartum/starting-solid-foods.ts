import { reviewed } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/**
 * Starting solid foods at about 6 months (NHS weaning advice; WHO guideline for complementary feeding
 * of infants and young children 6 to 23 months, 2023): the signs a baby is ready, first foods, how
 * often, foods to avoid, choking and allergies, vitamins. Nigeria: local foods, enriching pap, clean
 * preparation where food cannot be kept cold.
 */
export const startingSolidFoods: Article = {
  title: 'Starting solid foods at about 6 months',
  description:
    'When and how to start your baby on solid foods: the signs they are ready, first foods, how often to feed, foods to avoid, choking and allergies.',
  summary:
    'Around 6 months, your baby needs more than milk alone. Starting solid foods, also called weaning or complementary feeding, is a big step. This guide explains the signs your baby is ready, good first foods, how much and how often to feed, and which foods to avoid. Keep giving breast milk or formula too: milk stays an important food all through the first year.',
  sections: [
    {
      heading: 'When to start',
      paragraphs: [
        'Start at about 6 months, when your baby’s body is ready. Look for three signs together. Your baby can:',
      ],
      list: [
        'stay in a sitting position and hold their head steady',
        'look at food, pick it up and put it in their mouth',
        'swallow food, rather than push it back out with their tongue',
      ],
    },
    {
      heading: 'Signs that are often mistaken',
      paragraphs: [
        'Chewing fists, waking at night or wanting more milk are normal at this age. They do not mean a baby is ready for solid food. Starting too early can cause tummy upsets and replaces milk a baby still needs.',
        'If your baby was born early, ask your health visitor or nurse when to start.',
      ],
    },
    {
      heading: 'First foods',
      paragraphs: [
        'Start with small amounts, once a day, of soft food mashed or blended smooth. Let your baby explore and take their time: at first they may only eat a spoonful or two. Offer the same food again on other days, even if they pull faces.',
        {
          uk: 'Good first foods include mashed or soft-cooked vegetables such as broccoli, carrot and parsnip, fruit such as banana and pear, and baby rice mixed with your baby’s usual milk. Soft finger foods, such as cooked vegetable sticks, let them feed themselves.',
          ng: 'Good first foods include mashed yam, sweet potato, plantain, beans or moi moi, mashed fish, egg, and fruit such as pawpaw, banana and avocado. Pap (ogi or akamu) alone is thin and watery: make it thick, and add groundnut paste, crayfish, egg, fish or milk.',
        },
      ],
    },
    {
      heading: 'How often and how much',
      paragraphs: [
        {
          uk: 'Over the next months, move to 3 meals a day, with a wide mix of foods and lumpier textures. By 12 months your baby can eat family meals, chopped up, without salt. Foods high in iron matter, such as meat, fish, eggs, beans and lentils.',
          ng: 'WHO advises 2 to 3 meals a day at 6 to 8 months, and 3 to 4 meals a day from 9 months, with 1 or 2 small snacks. Give meat, fish, eggs or milk foods every day if you can, with beans, groundnuts, vegetables and fruit. These give iron and other things your baby needs to grow.',
        },
        'Feed your baby patiently and talk to them. Stop when they turn away or close their mouth. Carry on breastfeeding as long as you both want: WHO advises to 2 years or beyond.',
      ],
    },
    {
      heading: 'Foods to avoid',
      paragraphs: ['Until your baby is 12 months old, do not give:'],
      list: [
        {
          uk: 'salt, or stock cubes and sauces that contain it, as a baby’s kidneys cannot cope with it',
          ng: 'salt, or seasoning cubes such as Maggi or Knorr, as a baby’s kidneys cannot cope with them',
        },
        'sugar, sweets, fizzy drinks or juice drinks, which harm new teeth',
        'honey, which can carry germs that cause a rare, serious illness called botulism',
        'whole nuts or groundnuts, which can cause choking: smooth nut butter is fine',
        {
          uk: 'tea, coffee, or rice drinks',
          ng: 'tea, coffee, or herbal mixtures such as agbo',
        },
      ],
    },
    {
      heading: 'Choking and gagging',
      paragraphs: [
        'Always stay with your baby while they eat, and sit them upright. Cut small round foods, such as grapes, into quarters. Remove bones from fish and stones from fruit.',
        'Gagging is normal as babies learn to eat: they may cough, go red and push food forward. Choking is silent, because the airway is blocked. Learn first aid for a choking baby.',
      ],
    },
    {
      heading: 'Allergies',
      paragraphs: [
        {
          uk: 'From around 6 months, give foods that can cause allergies one at a time, in small amounts, and then keep giving them. These include eggs, peanuts as smooth butter, fish, wheat and cows’ milk in food. Eggs with the British Lion stamp can be served soft. Talk to your GP first if your baby has eczema or a known allergy.',
          ng: 'From around 6 months, give eggs, groundnut paste, fish and wheat one at a time, in small amounts, and then keep giving them. Cook eggs until solid. Talk to a doctor first if your baby has bad eczema or a known allergy.',
        },
        'A mild reaction, such as a few red spots around the mouth, can happen. Stop that food and talk to a health worker.',
      ],
      signs: ['baby-allergic-reaction'],
    },
    {
      heading: 'Drinks, vitamins and keeping food safe',
      paragraphs: [
        {
          uk: 'Offer sips of water from an open cup with meals. From 6 months, tap water does not need to be boiled. From 6 months to 5 years, children should have vitamin drops with vitamins A, C and D, unless they drink more than 500 ml of formula a day.',
          ng: 'Offer sips of boiled and cooled water from an open cup with meals. Take your baby for vitamin A drops at 6 months and every 6 months after that, at your clinic or a health campaign.',
        },
        {
          uk: 'Wash your hands and your baby’s before meals. Cool cooked food quickly and keep it in the fridge for up to 2 days.',
          ng: 'Wash your hands and your baby’s with soap before meals, and use clean bowls and spoons. Cook food fresh, and feed it within 2 hours: germs grow fast in food that cannot be kept cold.',
        },
      ],
      signs: ['baby-diarrhoea-or-vomiting'],
    },
  ],
  whenToGetHelp: {
    intro: {
      uk: 'Get help for these signs. Talk to your health visitor or GP if your baby is not gaining weight or will not take solid food.',
      ng: 'Get help for these signs. Talk to a nurse or doctor at your clinic if your baby is not gaining weight or will not take solid food.',
    },
    signs: ['baby-allergic-reaction', 'baby-breathing', 'baby-diarrhoea-or-vomiting', 'baby-wet-nappies'],
  },
  references: [
    sources['nhs-first-solid-foods'],
    sources['nhs-foods-to-avoid-babies'],
    sources['nhs-vitamins-children'],
    sources['nhs-food-allergies-babies'],
    sources['nice-ng247'],
    sources['who-complementary-feeding-2023'],
    sources['who-infant-feeding'],
    sources['nphcda'],
  ],
  review: reviewed('2026-11-27'),
};
