import { reviewed } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/**
 * Feeding a baby infant formula safely: which formula, making up each feed (NHS; WHO and FAO guidelines
 * on powdered infant formula), responsive bottle feeding, and, for Nigeria, safe water, the cost of
 * formula, the milks that must not replace it and feeding with HIV as WHO advises.
 */
export const formulaFeeding: Article = {
  title: 'Formula feeding: making up feeds safely',
  description:
    'How to choose infant formula, make up each feed safely, keep bottles clean and feed your baby responsively, and what to do if your baby is unwell.',
  summary: {
    uk: 'Breast milk is the best food for babies, but many parents use formula, alone or with breastfeeding. Whatever the reason, you deserve clear advice. This guide explains which formula to use and how to make up each feed safely. It covers keeping bottles clean, feeding your baby responsively and help with costs.',
    ng: 'Breast milk is the best and safest food for babies, and WHO advises only breast milk for the first 6 months. Some parents still need to use formula, alone or with breastfeeding. This guide explains which formula to use and how to make up each feed safely, with safe water. It covers keeping cups and bottles clean, the cost, and feeding if you have HIV.',
  },
  sections: [
    {
      heading: 'Choosing a formula',
      paragraphs: [
        'First infant formula, made from cows’ milk, is all your baby needs for the whole first year. The brand does not matter: all must meet the same rules. Follow-on milks, growing-up milks and goodnight milks are not needed.',
        {
          uk: 'Use other types, such as formula for allergy, only if a doctor or health visitor advises it. Cows’ milk can be your baby’s main drink from 12 months.',
          ng: 'Do not give your baby evaporated milk, condensed milk, ordinary powdered milk, or pap (ogi or akamu) in place of formula. They do not have what a young baby needs, and can make them ill.',
        },
      ],
    },
    {
      heading: 'Making up a feed',
      paragraphs: [
        'Powdered formula is not sterile. It can carry germs that make babies very ill. Making it up with water that is still hot, at 70°C or more, kills them. Make a fresh feed each time.',
      ],
      list: [
        'Wash your hands, and clean the surface you work on.',
        {
          uk: 'Boil at least 1 litre of fresh tap water. Leave it to cool for no more than 30 minutes, so that it is still hot enough.',
          ng: 'Bring clean water to a rolling boil. Leave it covered to cool for no more than 30 minutes, so that it is still hot enough.',
        },
        'Pour the water into the clean bottle or cup first. Check the amount against the lines.',
        'Add the exact number of scoops the tin says, using only its own scoop. Level each scoop with a clean knife, without pressing the powder down.',
        'Close the bottle and shake it, or stir the cup, until the powder has mixed in.',
        'Cool it under a cold running tap, or in a bowl of cold water. Test a few drops on the inside of your wrist: it should feel warm, not hot.',
        'Throw away any formula left after a feed, and any made-up formula not used within 2 hours.',
      ],
    },
    {
      heading: 'Never water it down',
      paragraphs: [
        'Too much water, or too little powder, starves a baby of what they need to grow. Too much powder can make them dehydrated and constipated. Always use the amounts on the tin.',
        {
          uk: 'If you are on certain benefits, Healthy Start can help pay for first infant formula. Ask your midwife or health visitor. Food banks can often help too.',
          ng: 'Formula is costly, and the cost goes on for a year. Before you stop breastfeeding, work out whether you can always afford enough. If money runs short, talk to a nurse at your clinic: do not stretch the tin by adding more water.',
        },
      ],
    },
    {
      heading: 'Keeping things clean',
      paragraphs: [
        {
          uk: 'Until your baby is 12 months old, wash bottles, teats and lids in hot soapy water, rinse them, and then sterilise them. You can use a steam steriliser, sterilising tablets, or boil them in a pan for at least 10 minutes.',
          ng: 'Wash cups, bottles and teats in hot soapy water, rinse them, then boil them in a covered pan for 10 minutes. A small open cup is easier to clean than a bottle, and health workers can show you how to cup-feed.',
        },
        {
          uk: 'Ready-to-feed liquid formula is sterile until opened. It costs more, but is useful when you are out, or for a baby who was born early or is unwell.',
          ng: 'If your water may not be safe, boil it every time, and store it in a clean, covered container. Do not make up feeds in advance: without steady cold storage, germs grow fast in made-up formula.',
        },
      ],
    },
    {
      heading: 'Feeding your baby',
      paragraphs: [
        'Hold your baby close and fairly upright, and look into their eyes. Touch the teat to their lips and let them draw it in. Keep the bottle flat enough that milk just fills the teat, and give short breaks.',
        'Watch for signs that your baby has had enough, such as turning away or pushing the teat out. Never force them to finish a bottle. Never prop up a bottle and leave your baby alone with it: they could choke.',
        'In the first weeks, try to keep feeds mostly to you and your partner, which helps you bond. Most babies take about 150 to 200 ml of formula for each kilo they weigh, each day, spread over many feeds.',
      ],
    },
    {
      heading: 'If you have HIV',
      paragraphs: [
        {
          uk: 'Your HIV team will talk with you about feeding. Formula feeding removes the risk of passing on HIV through milk, and the NHS may help with the cost. If your viral load stays undetectable, you can talk about breastfeeding with close support.',
          ng: 'WHO advises mothers with HIV to take their HIV medicine every day and to breastfeed, giving only breast milk for 6 months and carrying on to at least 12 months. With treatment, the chance of passing HIV to your baby is small. Mixing formula and breastfeeding in the first 6 months raises the risk, so choose one or the other, with your clinic’s help.',
        },
      ],
    },
  ],
  whenToGetHelp: {
    intro: 'Babies fed formula are more likely to get tummy bugs if a feed is not made up safely. Know the signs that a baby is unwell.',
    signs: ['baby-floppy-or-unresponsive', 'baby-breathing', 'baby-not-feeding', 'baby-diarrhoea-or-vomiting', 'baby-fever-under-3-months', 'baby-wet-nappies'],
  },
  references: [
    sources['nhs-making-up-formula'],
    sources['nhs-types-of-formula'],
    sources['nice-ng194'],
    sources['who-formula-preparation'],
    sources['who-infant-feeding'],
    sources['who-hiv-mtct'],
  ],
  review: reviewed('2026-11-27'),
};
