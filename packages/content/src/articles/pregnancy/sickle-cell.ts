import { highDoseFolicAcidWithSp, higherDoseFolicAcid } from '../../advice';
import { figureReferences, nigeriaFigures } from '../../figures';
import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Sickle cell disease and pregnancy: genotypes, screening, folic acid, specialist care, crises, the birth and carriers. */
export const sickleCell: Article = {
  title: 'Sickle cell disease and pregnancy',
  description:
    'Genotypes and testing for you and your partner, 5 mg of folic acid, specialist care, preventing and treating crises, and screening for sickle cell.',
  summary:
    'Sickle cell disease is a blood condition passed down in families. Women with it can have a healthy pregnancy and baby. But they need extra care from a specialist team, because crises, infections and blood clots are more likely. Knowing your genotype, and your partner’s, helps you plan.',
  sections: [
    {
      heading: 'Your genotype',
      paragraphs: [
        'Haemoglobin is the part of red blood cells that carries oxygen. Your genotype shows which types of haemoglobin you have. You get one gene from each parent:',
      ],
      list: [
        'AA: the usual type of haemoglobin',
        'AS: sickle cell trait, also called being a carrier. Carriers are usually healthy, but can pass the gene on',
        'SS or SC: sickle cell disease. Red blood cells can become stiff and curved like a sickle, block small blood vessels and cause pain',
      ],
    },
    {
      heading: 'How it passes to a baby',
      paragraphs: [
        'If both parents are carriers (AS), each baby has a 1 in 4 chance of sickle cell disease, a 1 in 2 chance of being a carrier, and a 1 in 4 chance of AA. The chances are the same in every pregnancy.',
        {
          uk: 'In the UK, sickle cell is most common in people whose families come from Africa or the Caribbean. But anyone can carry the gene.',
          ng: `${nigeriaFigures.sickleCellBirths.ng}. Many couples check their genotypes before marriage or pregnancy.`,
        },
      ],
    },
    {
      heading: 'Testing in pregnancy',
      paragraphs: [
        {
          uk: 'The NHS Sickle Cell and Thalassaemia Screening Programme offers every pregnant woman in England a blood test, ideally by 10 weeks. Thalassaemia is another inherited blood condition. Where sickle cell is less common, a form about your family origins decides whether you are tested for it.',
          ng: 'If you do not know your genotype, ask for the test at your first antenatal visit. If you are AS or have sickle cell disease, the baby’s father should be tested too.',
        },
        {
          uk: 'If you carry a gene, the baby’s father is offered a test too. If you both carry one, you will be offered counselling and a test of the baby, ideally by 12 weeks and 6 days. It is your choice whether to have it. After the birth, the heel-prick test checks every baby for sickle cell disease.',
          ng: 'If you both carry the gene, ask about testing the baby in pregnancy: a few specialist centres offer it. After the birth, ask for your baby’s genotype test early, so care can start soon if your baby needs it.',
        },
      ],
    },
    {
      heading: 'Before you get pregnant',
      paragraphs: [
        'If you have sickle cell disease, plan your pregnancy with your sickle cell team if you can. They will check your health and your medicines. Some medicines need to change. Hydroxycarbamide (hydroxyurea) is usually stopped 3 months before you try for a baby.',
        {
          uk: higherDoseFolicAcid.uk,
          // This page is for women with sickle cell disease, who take 5 mg all through pregnancy; the other
          // groups' 12-week course is on the nutrition and trimester pages.
          ng: `With sickle cell disease, take 5 mg of folic acid a day, prescribed by a doctor, before you conceive and all through pregnancy. ${highDoseFolicAcidWithSp}`,
        },
      ],
    },
    {
      heading: 'Care in pregnancy',
      paragraphs: [
        'With sickle cell disease, crises, infections, blood clots, anaemia and pre-eclampsia are more likely. So are a small baby and an early birth. Good care lowers these risks. An obstetrician and a haematologist (a blood specialist) should care for you together. You can expect:',
      ],
      list: [
        'more check-ups, with blood tests for anaemia',
        'low-dose aspirin from 12 weeks, to lower the risk of pre-eclampsia',
        {
          uk: 'scans every 4 weeks from 24 weeks, to check your baby’s growth',
          ng: 'scans to check your baby’s growth, where they are available',
        },
        {
          uk: 'daily penicillin to prevent infection, and vaccines, including the flu vaccine',
          ng: 'medicine to prevent malaria: because you take 5 mg of folic acid, your doctor may advise a daily medicine such as proguanil instead of SP',
        },
        'iron tablets only if a blood test shows you are low in iron',
        'sometimes a blood transfusion',
        'injections to prevent blood clots if you stay in hospital, and after the birth',
      ],
    },
    {
      heading: 'Preventing and treating a crisis',
      paragraphs: ['A sickle cell crisis is an episode of severe pain. Some things can set one off. You can lower the risk:'],
      list: [
        'drink plenty of water, especially in hot weather',
        'keep warm, and avoid sudden cold',
        'rest, and try not to get overtired',
        'get any infection treated early',
      ],
    },
    {
      heading: 'Pain relief',
      paragraphs: [
        'Paracetamol is safe in pregnancy. Do not take ibuprofen or similar painkillers unless a doctor advises it. Ask your team for a plan for pain, at home and in hospital.',
        'Chest pain, breathlessness or a fever can be signs of acute chest syndrome, a serious lung problem in sickle cell disease.',
      ],
      signs: ['chest-pain-or-breathlessness', 'stroke-signs', 'sickle-cell-crisis'],
    },
    {
      heading: 'The birth and after',
      paragraphs: [
        'Plan to give birth in a hospital with a specialist team. In labour, keep warm and drink plenty. You may have a drip of fluids. An epidural is a good choice for pain relief.',
        'After the birth, crises and blood clots stay more likely for some weeks. You may need injections to prevent clots for 6 weeks. You can breastfeed. Ask your team about contraception: most methods are safe with sickle cell disease.',
      ],
    },
    {
      heading: 'If you are a carrier (AS)',
      paragraphs: [
        'Being a carrier is not a disease, and you need no special care in pregnancy. You may get more urine infections. The key step is to know your partner’s genotype.',
      ],
    },
  ],
  whenToGetHelp: {
    intro: 'With sickle cell disease, get help early. Your team would rather see you too soon than too late.',
    signs: [
      'chest-pain-or-breathlessness',
      'stroke-signs',
      'sepsis',
      'sickle-cell-crisis',
      'pregnancy-temperature',
      'one-swollen-leg',
      'pre-eclampsia',
      'reduced-movements',
      'later-pregnancy-tummy-pain',
      'possible-anaemia',
      'pregnancy-urine-infection',
    ],
  },
  references: [
    sources['nhs-sickle-cell'],
    sources['bsh-sickle-cell-pregnancy'],
    {
      title: 'Sickle cell and thalassaemia screening: antenatal screening',
      publisher: 'NHS Sickle Cell and Thalassaemia Screening Programme (GOV.UK)',
      url: 'https://www.gov.uk/government/publications/handbook-for-sickle-cell-and-thalassaemia-screening/antenatal-screening',
    },
    sources['nice-ng247'],
    sources['who-malaria-guidelines'],
    sources['fmoh-nigeria'],
    ...figureReferences(nigeriaFigures.sickleCellBirths),
  ],
  review: contentReview,
};
