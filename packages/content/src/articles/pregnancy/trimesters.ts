import { higherDoseFolicAcid, vitaminD } from '../../advice';
import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';
import { weeksOfTrimester } from '../../trimesterWeeks';

const [first, second, third] = [weeksOfTrimester(1), weeksOfTrimester(2), weeksOfTrimester(3)];
const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** What happens in each of the three trimesters, for the mother and the baby. */
export const trimesters: Article = {
  title: 'The three trimesters of pregnancy',
  description:
    'What happens to you and your baby in each trimester, the common symptoms, the checks you are offered and the signs that need help.',
  summary:
    `Pregnancy lasts about 40 weeks. It is split into three parts called trimesters. ${capitalised(first)} are the first trimester, ${second} the second, and ${third} the third. Each stage brings its own changes for you and your baby. This guide explains what to expect, what is normal and when to ask for help.`,
  sections: [
    {
      heading: 'How the weeks are counted',
      paragraphs: [
        'Pregnancy is counted from the first day of your last period, not from the day you conceived. So at "4 weeks pregnant", the baby has only been growing for about 2 weeks.',
        {
          uk: 'Your due date is an estimate: 40 weeks from the first day of your last period, assuming a 28-day cycle. The dating scan at 11 weeks and 2 days to 14 weeks and 1 day gives a more accurate date and replaces the first estimate.',
          ng: 'Your due date is an estimate: 40 weeks from the first day of your last period, assuming a 28-day cycle. The ultrasound scan WHO advises before 24 weeks gives a more accurate date and replaces the first estimate.',
        },
        'Only a small number of babies arrive on their due date. Most are born in the weeks around it. A baby born from 37 weeks is called full term. A baby born before 37 weeks is premature (preterm).',
      ],
    },
    {
      heading: `First trimester: ${first}`,
      paragraphs: [
        'This is a time of fast growth. The baby’s brain, spine, heart and other organs start to form. By about 6 weeks a heartbeat may show on a scan. By 12 weeks the baby is about 5 to 6 cm long and all the main organs are in place.',
        'Many women feel unwell in these weeks, even before they look pregnant. Hormones are changing fast. Common symptoms include:',
      ],
      list: [
        'feeling sick or being sick, often called morning sickness, though it can happen at any time of day',
        'feeling very tired',
        'sore or larger breasts',
        'needing to pee more often',
        'mood changes, and strong likes or dislikes of some foods and smells',
        'mild cramps, like period pain',
      ],
    },
    {
      heading: 'Looking after yourself early on',
      paragraphs: [
        {
          uk: 'Take 400 micrograms of folic acid every day until you are 12 weeks pregnant. If you have not started, start now.',
          ng: 'Take 400 micrograms of folic acid with 30 to 60 mg of iron every day, all through your pregnancy. This is WHO advice, and antenatal clinics in Nigeria usually give these tablets. If you have not started, start now. UK advice is different: folic acid until 12 weeks.',
        },
        higherDoseFolicAcid,
        vitaminD,
        'Do not take vitamin A (retinol) supplements or cod liver oil.',
        'Stop smoking and do not drink alcohol. Keep caffeine to 200 mg a day or less. That is about 2 mugs of instant coffee.',
        'Sickness usually eases by 16 to 20 weeks. Small, frequent meals and plain snacks can help. Sickness so bad that nothing stays down is not normal. It may be a condition called hyperemesis gravidarum, and it can be treated.',
      ],
      signs: ['severe-vomiting'],
    },
    {
      heading: `Second trimester: ${second}`,
      paragraphs: [
        'Many women feel better in the middle of pregnancy. Sickness often fades and energy returns. Your bump starts to show.',
        'The baby grows quickly and starts to hear sounds. Most women first feel the baby move between 16 and 24 weeks. Early movements can feel like bubbles or a flutter. In a first pregnancy they may come later.',
        {
          uk: 'You will be offered a scan between 18 weeks and 20 weeks and 6 days. It looks in detail at the baby’s bones, heart, brain, spinal cord, face, kidneys and tummy, and checks for 11 physical conditions.',
          ng: 'WHO recommends one ultrasound scan before 24 weeks. It can check how the baby is growing and spot some problems. Ask at your antenatal clinic where you can have it.',
        },
        'Symptoms you may notice now include:',
      ],
      list: [
        'heartburn and indigestion',
        'back pain or pain at the front of the pelvis',
        'bleeding gums, so keep brushing and see a dentist',
        'darker skin patches and stretch marks',
        'a blocked nose or nosebleeds',
      ],
    },
    {
      heading: `Third trimester: ${third}`,
      paragraphs: [
        'The baby gains weight and the lungs and brain mature. By about 36 weeks most babies lie head down, ready for birth.',
        'You may feel heavier and more tired again. Breathlessness, heartburn, swollen feet and ankles and poor sleep are common. You may feel your bump tighten now and then. These painless tightenings are called Braxton Hicks contractions.',
        'From 28 weeks, go to sleep on your side, not on your back. This lowers the risk of stillbirth. If you wake up on your back, just turn onto your side.',
        'You do not need extra calories for the first 6 months. In the last 3 months you may need about 200 extra calories a day.',
      ],
    },
    {
      heading: 'Your baby’s movements',
      paragraphs: [
        'Each baby has its own pattern of moving, so there is no count of kicks to aim for. Get to know your own baby’s pattern. Babies should keep moving right up to and during labour. They do not move less near the end of pregnancy.',
      ],
      signs: ['reduced-movements'],
    },
    {
      heading: 'Staying active',
      paragraphs: [
        'Keep active if you can. Aim for at least 150 minutes of moderate activity a week, such as brisk walking or swimming, and muscle-strengthening activity twice a week.',
        'Avoid contact sports and activities where you could fall. After 16 weeks, avoid exercise lying flat on your back for long periods. Do not exercise above 2,500 metres until you are used to the altitude.',
      ],
    },
  ],
  whenToGetHelp: {
    intro: {
      uk: 'Trust your instincts. You will never be wasting anyone’s time. Contact your midwife, maternity unit or GP if something does not feel right.',
      ng: 'Trust your instincts. You will never be wasting anyone’s time. Contact your antenatal clinic, primary health care centre or doctor if something does not feel right.',
    },
    signs: [
      'pregnancy-heavy-bleeding',
      'severe-pain-or-collapse',
      'fit-or-collapse',
      'chest-pain-or-breathlessness',
      'reduced-movements',
      'later-pregnancy-tummy-pain',
      'pre-eclampsia',
      'waters-break',
      'preterm-labour',
      'pregnancy-bleeding',
      'possible-ectopic',
      'pregnancy-temperature',
      'severe-vomiting',
      'pregnancy-urine-infection',
      'pregnancy-discharge-change',
    ],
  },
  references: [
    sources['nice-ng247'],
    sources['nhs-20-week-scan'],
    sources['nhs-week-by-week'],
    sources['nhs-movements'],
    sources['nhs-vitamins-pregnancy'],
    {
      title: 'Physical activity guidelines: pregnancy and after childbirth',
      publisher: 'GOV.UK (Department of Health and Social Care)',
      url: 'https://www.gov.uk/government/publications/physical-activity-guidelines-pregnancy-and-after-childbirth',
    },
    sources['nice-ng201'],
    sources['who-anc-2016'],
    sources['who-iron-folic-acid'],
  ],
  review: contentReview,
};
