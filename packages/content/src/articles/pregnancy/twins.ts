import { reviewed } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/**
 * Expecting twins: the kinds of twin pregnancy (chorionicity), the extra care and scans, the risks
 * (early birth, pre-eclampsia, anaemia, twin-to-twin transfusion), and when and how twins are born:
 * NICE NG137 (2019) for the UK; WHO antenatal care (2016) and a hospital birth for Nigeria, where
 * twins are common.
 */
export const twins: Article = {
  title: 'Expecting twins',
  description:
    'The kinds of twin pregnancy, the extra scans and care you need, the risks to know about, and when and how twins are usually born.',
  summary: {
    uk: 'Finding out you are expecting twins can be a joy and a shock. A twin pregnancy needs more care than a single baby, because problems are more likely. Most twins are born healthy. The NHS gives you extra scans and care from a team that knows about twins.',
    ng: 'Finding out you are expecting twins can be a joy and a shock. A twin pregnancy needs more care than a single baby, because problems are more likely. Most twins are born healthy with good care. Plan to have your antenatal care and give birth in a hospital, not at home.',
  },
  sections: [
    {
      heading: 'Kinds of twins',
      paragraphs: [
        'Non-identical twins grow from 2 eggs. Each has their own placenta. Identical twins grow from 1 egg that splits, and most share one placenta. What matters most for your care is whether the babies share a placenta.',
        {
          uk: 'Your dating scan, between 11 weeks and 2 days and 14 weeks and 1 day, shows how many babies there are and whether they share a placenta. Make sure you are told which kind you have.',
          ng: 'An early ultrasound scan, ideally before 14 weeks, shows how many babies there are and whether they share a placenta. This is harder to tell later in pregnancy, so have your first scan early and ask which kind you have.',
        },
        {
          uk: 'Twins are more common if you are older, if twins run in your mother’s family, or after fertility treatment.',
          ng: 'Twins are more common in Nigeria than in most countries, especially among Yoruba families in the south-west. They are also more common if you are older, if twins run in your mother’s family, or after fertility treatment.',
        },
      ],
    },
    {
      heading: 'Your antenatal care',
      paragraphs: [
        {
          uk: 'You will be cared for by a team that looks after twin pregnancies. If the babies have a placenta each, you will usually have a scan at 20 weeks and then every 4 weeks. If they share a placenta, scans start at 16 weeks and are every 2 weeks, to check the babies are sharing blood evenly.',
          ng: 'Book early at a hospital with doctors who can care for twins, and go to every visit. You may need more visits than the WHO minimum of 8. If the babies share a placenta, you need scans more often, every 2 weeks from about 16 weeks, at a centre that can do them.',
        },
        'Keep taking your vitamins. Anaemia is more common with twins, so your blood will be checked more often. You may be offered iron tablets.',
        'Morning sickness is often worse with twins. You will get bigger sooner, and backache, heartburn and tiredness can be harder. Rest when you can and ask for help.',
      ],
    },
    {
      heading: 'Risks to know about',
      paragraphs: ['Most twin pregnancies go well. But compared with one baby, these are more likely:'],
      list: [
        'an early birth: more than half of twins are born before 37 weeks',
        'pre-eclampsia: you may be advised to take low-dose aspirin from 12 weeks',
        'gestational diabetes and anaemia',
        'one baby growing more slowly than the other',
      ],
    },
    {
      heading: 'Twins who share a placenta',
      paragraphs: [
        'When twins share a placenta, the blood vessels can join. In about 10 to 15 in 100 of these pregnancies, one baby gets too much blood and the other too little. This is called twin-to-twin transfusion syndrome (TTTS). It usually starts between 16 and 26 weeks.',
        {
          uk: 'Your scans look for it. If TTTS is found, laser treatment in a specialist fetal medicine centre can help.',
          ng: 'Regular scans are the way to find it. Treatment is only available in a few specialist centres, often outside Nigeria, so early scans and advice matter.',
        },
      ],
      signs: ['twin-transfusion-signs'],
    },
    {
      heading: 'When and how twins are born',
      paragraphs: [
        {
          uk: 'You will be offered a planned birth, because the risk of stillbirth rises after these times. Twins with a placenta each are usually born from 37 weeks. Twins who share a placenta are usually born from 36 weeks. Twins who also share the same sac are born by caesarean between 32 and 34 weeks.',
          ng: 'Twins are usually born a little before their due date. With good care, twins with a placenta each are usually born at about 37 weeks, and twins who share a placenta at about 36 weeks. Your doctor will plan the timing with you.',
        },
        'If the first baby is head down and all is well, you can plan a vaginal birth. Otherwise, a caesarean is usually advised. The second baby is born soon after the first, and sometimes needs more help.',
        {
          uk: 'Twins are more likely to spend time in a neonatal unit. You can ask to visit it before the birth.',
          ng: 'Twins are more likely to be born small and need a newborn unit. Choose a hospital that has one, and plan the money and transport early. Skin-to-skin care (kangaroo mother care) helps small babies grow.',
        },
      ],
    },
    {
      heading: 'Support',
      paragraphs: [
        {
          uk: 'Feeding and caring for 2 babies is hard work. Twins Trust gives support and advice to families with twins. Breastfeeding twins is possible, and your midwife or health visitor can help.',
          ng: 'Feeding and caring for 2 babies is hard work. Line up help from family and friends before the birth. Breastfeeding twins is possible and gives them the best start: ask a nurse or midwife to show you how.',
        },
      ],
    },
  ],
  whenToGetHelp: {
    intro: 'With twins, labour is more likely to start early. Know these signs from 20 weeks.',
    signs: [
      'pregnancy-heavy-bleeding',
      'preterm-labour',
      'waters-break',
      'later-pregnancy-tummy-pain',
      'twin-transfusion-signs',
      'pre-eclampsia',
      'reduced-movements',
      'possible-anaemia',
    ],
  },
  references: [
    sources['nice-ng137'],
    sources['nhs-twins'],
    sources['nice-ng25'],
    sources['who-anc-2016'],
    sources['who-mcpc'],
    sources['who-preterm-birth'],
    {
      title: 'Smits and Monden (2011): Twinning across the developing world (PLoS One)',
      publisher: 'PubMed',
      url: 'https://pubmed.ncbi.nlm.nih.gov/?term=Smits+Monden+2011+Twinning+across+the+developing+world',
    },
  ],
  review: reviewed('2026-11-27'),
};
