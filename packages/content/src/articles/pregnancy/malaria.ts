import { highDoseFolicAcidWithSp, malariaPreventiveTreatment } from '../../advice';
import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Malaria in pregnancy: why it matters, nets and bite prevention, IPTp (Nigeria), travel (UK), signs and treatment. */
export const malaria: Article = {
  title: 'Malaria in pregnancy',
  description:
    'Why malaria is more dangerous in pregnancy, how to prevent it with nets and medicine, the signs, safe treatment, and advice for travel from the UK.',
  summary:
    'Malaria is an infection spread by mosquito bites. In pregnancy it is more dangerous. It can cause severe illness and anaemia in you, and miscarriage, stillbirth, an early birth or a small baby. It can be prevented, and it can be treated safely in pregnancy.',
  sections: [
    {
      heading: 'Why malaria matters in pregnancy',
      paragraphs: [
        'Pregnancy lowers your natural protection against malaria. The parasites can gather in the placenta, even when you feel well. This can cause anaemia in you and slow your baby’s growth. Malaria can also make you very ill very fast.',
        {
          uk: 'In the UK, malaria is only caught abroad. Most cases are in people who visited family in Africa, often in Nigeria. Living in the UK means you lose any protection you had from growing up where malaria is common.',
          // Second clinical review, correction 6 (WHO; Nigeria's National Malaria Elimination Programme).
          ng: 'Malaria is common in every part of Nigeria. In the south it spreads all year round. In the north it spreads mostly in the rainy season, from about July to October, but you can catch it at other times too. Every pregnant woman needs protection, especially in a first or second pregnancy.',
        },
      ],
    },
    {
      heading: 'Preventing mosquito bites',
      paragraphs: [
        {
          uk: 'If you are pregnant, the safest choice is not to travel to a country with malaria. If you have to go, avoid bites:',
          ng: 'The mosquitoes that carry malaria bite mostly between sunset and sunrise. Protect yourself every night:',
        },
      ],
      list: [
        {
          uk: 'sleep under an insecticide-treated net, or in a room with screens on the windows or air conditioning',
          ng: 'sleep under an insecticide-treated net every night, tucked in, and check it for holes',
        },
        'cover your arms and legs after sunset',
        {
          uk: 'use an insect repellent with DEET on your skin: strengths up to 50% are safe in pregnancy',
          ng: 'use an insect repellent on skin that is not covered',
        },
        {
          uk: 'keep doors and windows shut in the evening, or use screens',
          ng: 'keep doors and windows shut in the evening, use screens, and clear standing water near your home',
        },
      ],
    },
    {
      heading: 'Medicine to prevent malaria',
      paragraphs: [
        {
          uk: 'See a travel clinic or your GP at least 6 weeks before you go, and say that you are pregnant or trying to be. Some malaria tablets are not safe in pregnancy, so you will be offered one that is.',
          ng: malariaPreventiveTreatment,
        },
        {
          uk: 'Take every dose, and keep taking them for as long as you are told after you come home. Tablets lower the risk but do not remove it, so avoid bites too.',
          ng: 'Aim for at least 3 doses before the birth. You take the tablets at the clinic. They protect you and your baby, even when you feel well. Many clinics also give pregnant women a treated net. Ask at your first visit.',
        },
        {
          // The link runs from proguanil to folic acid: a pregnant woman who takes proguanil needs 5 mg of folic
          // acid (UKHSA malaria prevention guidelines, 2023; second clinical review, correction 11).
          uk: 'If you are given proguanil to prevent malaria, you also need a higher dose of folic acid, 5 mg a day, on prescription, while you take it.',
          ng: highDoseFolicAcidWithSp,
        },
      ],
    },
    {
      heading: 'Signs of malaria',
      paragraphs: [
        'Malaria often starts like flu: a high temperature, shivering, sweats, headache, aching muscles, tiredness, and feeling or being sick. Signs usually start 1 to 3 weeks after a bite, but can start up to a year later.',
        {
          uk: 'If you feel unwell during or after a trip, even months later, tell the doctor or midwife where you have been. A blood test will check for malaria.',
          ng: 'Do not treat yourself with medicine from a chemist. Get tested first. A quick finger-prick test (RDT) or a blood test will show if it is malaria. Not every fever is malaria, and other infections need other medicines.',
        },
      ],
      signs: ['severe-malaria', 'pregnancy-temperature'],
    },
    {
      heading: 'Treatment',
      paragraphs: [
        'Malaria in pregnancy can be treated safely. Always say that you are pregnant, because some malaria medicines are not safe for your baby.',
        {
          uk: 'You will usually be treated in hospital, because malaria can get worse quickly in pregnancy. Your baby will be checked too.',
          ng: 'WHO recommends a medicine called artemether-lumefantrine for malaria in pregnancy. It is safe at any stage, even in the first 3 months. Take every dose with food or a milky drink. Finish the course, even when you feel better.',
        },
        'Severe malaria is treated in hospital with injections of a medicine called artesunate, at any stage of pregnancy.',
        {
          uk: 'Malaria can cause anaemia, so you may have blood tests afterwards.',
          ng: 'Malaria can cause anaemia, so take your iron and folic acid every day and have your blood checked at antenatal visits.',
        },
      ],
    },
    {
      heading: 'After the birth',
      paragraphs: [
        {
          uk: 'If you travel with a baby or young child, they need protection from bites and their own malaria tablets. Ask a travel clinic.',
          ng: 'Keep your baby under a treated net too. Babies and young children catch malaria easily. A baby with a fever needs to see a health worker.',
        },
        'You can breastfeed while taking most malaria medicines. Breastfeeding does not protect your baby from malaria.',
      ],
      signs: ['baby-fever-under-3-months'],
    },
  ],
  whenToGetHelp: {
    intro: 'Malaria can become serious quickly in pregnancy, so get tested for any fever.',
    signs: [
      'severe-malaria',
      'fit-or-collapse',
      'sepsis',
      'pregnancy-temperature',
      'reduced-movements',
      'later-pregnancy-tummy-pain',
      'possible-anaemia',
      'baby-fever-under-3-months',
    ],
  },
  references: [
    sources['who-malaria-guidelines'],
    sources['who-malaria'],
    sources['nhs-malaria'],
    sources['ukhsa-malaria-prevention'],
    sources['who-anc-2016'],
    sources['fmoh-nigeria'],
    sources['nmep-nigeria'],
  ],
  review: contentReview,
};
