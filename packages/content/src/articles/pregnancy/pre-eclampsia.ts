import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Pre-eclampsia and eclampsia: what they are, the risks, aspirin for those at higher risk, treatment and after the birth. */
export const preEclampsia: Article = {
  title: 'Pre-eclampsia and eclampsia',
  description:
    'What pre-eclampsia is, why it is dangerous, who is offered aspirin to prevent it, how it is found and treated, eclampsia, and your health after the birth.',
  summary:
    'Pre-eclampsia is a condition of pregnancy that causes high blood pressure. It is often mild, but it can become serious for you and your baby very quickly. It can lead to fits, called eclampsia. Checks at every antenatal visit find most cases early. Knowing the signs could save your life.',
  sections: [
    {
      heading: 'What pre-eclampsia is',
      paragraphs: [
        'Pre-eclampsia starts with a problem in the placenta, the organ that links your baby to your blood supply. It causes high blood pressure, and often protein in your urine. It usually starts after 20 weeks, most often near the end of pregnancy. It can also start in the days or weeks after the birth.',
        {
          uk: 'Up to 6 in 100 pregnancies are affected, most of them mildly. About 1 to 2 in 100 have a severe form.',
          ng: 'In Nigeria, pre-eclampsia and eclampsia are among the main causes of death in pregnancy. Good antenatal care and quick treatment can prevent most of these deaths.',
        },
      ],
    },
    {
      heading: 'Why it is dangerous',
      paragraphs: [
        'Pre-eclampsia can harm your kidneys, liver, brain and blood. It can cause fits, a stroke, bleeding, or fluid on the lungs. It can slow your baby’s growth. It can also make the placenta come away from the womb before the birth.',
        'It can get worse fast, even when you feel well, so know the signs below.',
      ],
      signs: ['pre-eclampsia', 'fit-or-collapse'],
    },
    {
      heading: 'Who is more at risk',
      paragraphs: ['Pre-eclampsia can happen in any pregnancy. The main risks are:'],
      list: [
        'high blood pressure in a past pregnancy',
        'long-term high blood pressure, kidney disease, diabetes, or an immune condition such as lupus or antiphospholipid syndrome',
      ],
    },
    {
      heading: 'Other things that raise the risk',
      paragraphs: ['These make it a little more likely:'],
      list: [
        'this is your first pregnancy, or your last one was more than 10 years ago',
        'you are 40 or older',
        'your body mass index (BMI) is 35 or more',
        'your mother or sister had pre-eclampsia',
        'you are expecting twins or more',
      ],
    },
    {
      heading: 'Aspirin to lower the risk',
      paragraphs: [
        {
          uk: 'If you have one of the main risks, or two or more of the other risks, you will be advised to take low-dose aspirin every day. The usual dose is 75 to 150 mg, from 12 weeks of pregnancy until your baby is born. It is safe for your baby. Get it on prescription: your midwife or doctor will tell you the dose.',
          ng: 'WHO advises low-dose aspirin (75 mg) every day for women at high risk. It should start before 20 weeks, ideally from 12 weeks, and carry on until the birth. It is safe for your baby. Ask your doctor whether you need it and what dose to take.',
        },
        'Tell your doctor if aspirin has ever made your asthma worse, or if you have had a stomach ulcer or a bleeding problem. Aspirin lowers the chance of pre-eclampsia starting, but it does not treat it.',
        {
          uk: 'A healthy diet and staying active are good for you and your baby, but they cannot prevent pre-eclampsia on their own.',
          ng: 'WHO also advises calcium tablets, 1.5 to 2 g a day, where diets are low in calcium, as in much of Nigeria. Ask your clinic whether to take them. Take calcium and iron tablets a few hours apart.',
        },
      ],
    },
    {
      heading: 'How it is found',
      paragraphs: [
        'At every antenatal check, your blood pressure is taken and your urine is tested for protein. This finds most cases, often before you notice anything. Keep every appointment.',
        {
          uk: 'If pre-eclampsia is suspected, you may have a blood test called PlGF (placental growth factor). You will be referred to hospital for more checks on you and your baby.',
          ng: 'If your blood pressure is high, you may be asked to come back more often, or sent to a hospital for blood tests and checks on your baby.',
        },
      ],
    },
    {
      heading: 'Treatment and birth',
      paragraphs: [
        'The only cure is for your baby and the placenta to be born. Your team will weigh the risks of waiting against the risks of an early birth. Until then, you may stay in hospital so you and your baby can be watched closely.',
        'Tablets such as labetalol or nifedipine lower your blood pressure. They are safe in pregnancy.',
        'If pre-eclampsia is severe, your baby may need to be born early, by inducing labour or by caesarean. You may be given steroid injections to help your baby’s lungs. You may also be given magnesium sulfate through a drip to prevent fits.',
      ],
    },
    {
      heading: 'Eclampsia',
      paragraphs: [
        'Eclampsia is a fit (seizure) caused by pre-eclampsia. It is rare where antenatal care is good, but it can kill a mother or her baby. It can happen before, during or after the birth, sometimes with no warning.',
        'If someone has a fit, lie them on their left side and move hard things away. Do not put anything in their mouth. In hospital, magnesium sulfate treats eclampsia and stops more fits.',
      ],
      signs: ['stroke-signs'],
    },
    {
      heading: 'After the birth',
      paragraphs: [
        'Pre-eclampsia can start or get worse in the first days after the birth, so your blood pressure will be checked for some weeks. Some women need blood pressure tablets for a while.',
        'If you have had pre-eclampsia, you are more likely to have it again. You are also more likely to have high blood pressure, heart disease or a stroke later in life. Have your blood pressure checked at least once a year. In your next pregnancy, tell your midwife or doctor early.',
      ],
    },
  ],
  whenToGetHelp: {
    intro: 'These signs matter even if your last check was normal.',
    signs: [
      'fit-or-collapse',
      'stroke-signs',
      'chest-pain-or-breathlessness',
      'pregnancy-heavy-bleeding',
      'pre-eclampsia',
      'reduced-movements',
      'later-pregnancy-tummy-pain',
    ],
  },
  references: [
    sources['nhs-pre-eclampsia'],
    {
      title: 'Hypertension in pregnancy: diagnosis and management (NG133)',
      publisher: 'NICE',
      url: 'https://www.nice.org.uk/guidance/ng133',
    },
    {
      title: 'Pre-eclampsia: patient information',
      publisher: 'RCOG',
      url: 'https://www.rcog.org.uk/for-the-public/browse-our-patient-information/pre-eclampsia/',
    },
    sources['who-pre-eclampsia'],
    sources['who-anc-2016'],
  ],
  review: contentReview,
};
