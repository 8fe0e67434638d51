import { gestationalDiabetesTest, malariaPreventiveTreatment } from '../../advice';
import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Antenatal (prenatal) care: the appointments, scans, tests and vaccines offered in pregnancy. */
export const prenatal: Article = {
  title: 'Antenatal care: your check-ups, scans and tests',
  description:
    'Why antenatal care matters, when to book, how many check-ups to expect, and the scans, tests and vaccines you will be offered in pregnancy.',
  summary:
    'Antenatal care is the care you get from health professionals while you are pregnant. It checks that you and your baby are well. It finds problems early, when they are easier to treat. It also helps you plan for the birth. Start as early as you can, ideally before 10 to 12 weeks. All the tests are offered, not forced: you can ask questions and decide what is right for you.',
  sections: [
    {
      heading: 'When to start',
      paragraphs: [
        {
          uk: 'Contact a midwife or your GP as soon as you know you are pregnant. In many areas you can refer yourself to a midwife online through your local maternity service. Your first full appointment, called the booking appointment, should ideally happen by 10 weeks.',
          ng: 'Go to your local primary health care centre or a hospital antenatal clinic as soon as you know you are pregnant. The World Health Organization (WHO) advises that your first antenatal contact should be before 12 weeks.',
        },
        'Starting early matters. Some screening tests work best early in pregnancy. You also get advice on folic acid, vitamins and healthy habits while your baby’s organs are forming.',
      ],
    },
    {
      heading: 'How many check-ups to expect',
      paragraphs: [
        {
          uk: 'In the UK, if this is your first baby, you will usually have up to 10 appointments. If you have had a baby before, you will usually have about 7. You will be offered more if you or your baby need extra care.',
          ng: 'WHO recommends at least 8 antenatal contacts. The first should be before 12 weeks. The others are usually at about 20, 26, 30, 34, 36, 38 and 40 weeks. You may need more if you or your baby need extra care.',
        },
        'At most check-ups the midwife, nurse or doctor will:',
      ],
      list: [
        'check your blood pressure',
        'test your urine for protein, a possible sign of pre-eclampsia',
        'measure your bump from about 24 weeks to check the baby’s growth',
        'listen to the baby’s heartbeat, if you want',
        'ask how you are feeling, in body and mind',
        'give you time to ask questions',
      ],
    },
    {
      heading: 'Your first appointment',
      paragraphs: [
        'The first appointment is usually the longest. You will be asked about your health, any past pregnancies, medicines you take, and illnesses that run in the family. Tell the midwife or doctor about any mental health problems, now or in the past. This helps them plan the right support.',
        'You will be offered blood tests to check:',
      ],
      list: [
        'your blood group and rhesus (RhD) status: whether your red blood cells carry a protein called RhD (rhesus positive) or not (rhesus negative)',
        'for anaemia (low iron)',
        'for infections that can pass to the baby: HIV, hepatitis B and syphilis',
        {
          uk: 'whether you carry sickle cell or thalassaemia genes, ideally by 10 weeks',
          ng: 'your genotype (for example AA, AS or SS). The baby’s father needs the test too: a baby can only inherit sickle cell disease if both parents carry the gene',
        },
      ],
    },
    {
      heading: 'Scans',
      paragraphs: [
        {
          uk: 'You will be offered at least 2 ultrasound scans. The dating scan is between 11 weeks and 2 days and 14 weeks and 1 day. It checks how many babies there are and gives a more accurate due date. It can be combined with screening for Down’s syndrome, Edwards’ syndrome and Patau’s syndrome, if you choose. These are conditions caused by an extra copy of a chromosome. Edwards’ and Patau’s syndromes are rarer than Down’s syndrome and affect the baby more seriously.',
          ng: 'WHO recommends one ultrasound scan before 24 weeks. It confirms how far along you are, how many babies there are and where the placenta is. Ask at your clinic where you can have it done.',
        },
        {
          uk: 'The anomaly scan is between 18 weeks and 20 weeks and 6 days. It looks in detail at the baby’s body and how the baby is growing. Most scans show nothing of concern. If something is found, you will be offered support and more tests.',
          ng: 'If you have a later scan, it can check the baby’s growth and position. Most scans show nothing of concern. If something is found, you will be referred for more tests and support.',
        },
      ],
    },
    {
      heading: 'Vaccines in pregnancy',
      paragraphs: [
        'Some vaccines protect both you and your baby. Antibodies pass through the placenta and protect the baby in the first weeks of life.',
        {
          uk: 'In the UK you will be offered the whooping cough vaccine from 16 weeks, the RSV vaccine from 28 weeks, and the flu vaccine in autumn and winter. These are free on the NHS.',
          ng: 'In Nigeria you will be offered a tetanus vaccine (often given as Td, tetanus-diphtheria) to protect you and your newborn from tetanus. Ask your clinic which other vaccines are right for you.',
        },
      ],
    },
    {
      heading: 'Supplements and protection from infection',
      paragraphs: [
        {
          uk: 'UK advice is to take 400 micrograms of folic acid daily from before you conceive until 12 weeks, and 10 micrograms of vitamin D daily. Some women need a higher dose of folic acid: see eating well in pregnancy.',
          ng: 'WHO advice, used in Nigeria, is 400 micrograms of folic acid with 30 to 60 mg of iron every day throughout pregnancy. Some women need a higher dose of folic acid: see eating well in pregnancy. Your health worker will tell you what to take.',
        },
        {
          uk: 'If you plan to travel to a country where malaria is common, get advice first. Malaria is more dangerous in pregnancy.',
          ng: `Malaria is dangerous in pregnancy. Sleep under an insecticide-treated net every night. ${malariaPreventiveTreatment}`,
        },
      ],
    },
    {
      heading: 'Later checks',
      paragraphs: [
        gestationalDiabetesTest,
        'If your blood is rhesus negative, you may be offered an injection called anti-D. It stops your body making antibodies that could harm a future baby.',
        'Near the end of pregnancy, your midwife or doctor will check the baby’s position and talk about what happens if you go past your due date.',
      ],
    },
    {
      heading: 'Planning for the birth',
      paragraphs: [
        {
          uk: 'Talk to your midwife about where to give birth: at home, in a midwife-led unit or in a hospital labour ward. Ask about pain relief, what happens in labour and how to feed your baby. Keep your maternity notes with you.',
          ng: 'Plan where you will give birth, with a skilled birth attendant such as a midwife, nurse or doctor. Plan how you will get there quickly at any hour, and set aside money for transport and care. Keep your antenatal card with you.',
        },
      ],
    },
  ],
  whenToGetHelp: {
    intro: 'If you are worried, you do not have to wait for your next check-up: you can ask for help at any time.',
    signs: [
      'pregnancy-heavy-bleeding',
      'severe-pain-or-collapse',
      'fit-or-collapse',
      'chest-pain-or-breathlessness',
      'pre-eclampsia',
      'pregnancy-temperature',
      'reduced-movements',
      'later-pregnancy-tummy-pain',
      'pregnancy-bleeding',
      'waters-break',
      'preterm-labour',
      'pregnancy-itching',
    ],
  },
  references: [
    {
      title: 'Your antenatal appointments',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/pregnancy/your-pregnancy-care/your-antenatal-appointments/',
    },
    sources['nhs-20-week-scan'],
    sources['nice-ng201'],
    sources['who-anc-2016'],
    sources['who-iron-folic-acid'],
    sources['nphcda'],
    sources['fmoh-nigeria'],
    sources['nice-ng3'],
    sources['who-malaria-guidelines'],
  ],
  review: contentReview,
};
