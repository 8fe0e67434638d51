/**
 * The /pregnancy topic page. Figures follow docs/clinical-sources.md, which
 * corrects the product brief: no extra calories until the third trimester (NICE NG247, which
 * replaces parts of PH27), the anomaly scan at 18+0 to 20+6 weeks (NHS FASP),
 * no "10 movements" rule (NHS England, Saving Babies' Lives v3, and the NHS
 * movements page), and 37.5°C as the temperature to act on in pregnancy.
 * The Nigeria text follows WHO where it differs: iron and folic acid every day
 * throughout pregnancy, one ultrasound scan before 24 weeks, no routine
 * vitamin D. Warning signs come from the registry (warningSigns/).
 */

import { higherDoseFolicAcid, vitaminD } from '../advice';
import { list, p, signs } from '../blocks';
import { contentReview, medicalDisclaimer } from '../site';
import { sources } from '../sources';
import type { Tuple } from '../primitives';
import type { PregnancyPage } from '../types';
import { weekByWeekIndex } from '../weekByWeek';
import { images } from '../images';
import { routeMeta } from '../pages';
import { trimesterWeeks } from '../trimesterWeeks';

/** A trimester card's weeks, from the boundaries in @wh/core. */
function cardWeeks(trimester: 1 | 2 | 3) {
  const { from, to } = trimesterWeeks[trimester];
  return { weeks: { from, to }, weekRange: `Weeks ${from}-${to}` };
}

/** Headings that title both a part of the page and the content under it. */
const headings = {
  firstTrimester: 'The first trimester in more detail',
  supplements: 'Vitamins and supplements: UK and WHO advice side by side',
  exercise: 'Exercise in pregnancy',
};

export const pregnancy: PregnancyPage = {
  id: 'pregnancy',
  path: '/pregnancy',
  ...routeMeta['/pregnancy'],
  hero: {
    title: 'Your pregnancy, week by week',
    text: 'Clear, trusted information for every stage, from the first weeks to the birth.',
    image: images.pregnancy,
  },
  summary: {
    heading: 'Pregnancy in brief',
    text: 'Pregnancy lasts about 40 weeks, counted from the first day of your last period. It is split into three trimesters. Most pregnancies go well. Regular check-ups, a few vitamins, good food and knowing the warning signs all help keep you and your baby safe.',
    points: [
      {
        uk: 'Take 400 micrograms of folic acid a day until 12 weeks, and 10 micrograms of vitamin D a day.',
        ng: 'Take 400 micrograms of folic acid with 30 to 60 mg of iron every day, all through pregnancy, as WHO advises. The UK’s NHS advises folic acid until 12 weeks.',
      },
      'You do not need to eat for two. Only in the last 3 months do you need about 200 extra calories a day.',
      {
        uk: 'See your midwife early. Your first (booking) appointment should ideally be by 10 weeks.',
        ng: 'Register for antenatal care early. WHO advises at least 8 antenatal contacts, the first before 12 weeks.',
      },
      'Get to know your baby’s pattern of movements. A change in the pattern is a warning sign: see When to get help, below.',
    ],
  },
  trimesters: [
    {
      id: 'first',
      ...cardWeeks(1),
      title: 'First Trimester',
      description:
        'Your baby’s organs form and your body changes fast. Many women feel tired and sick, even before they look pregnant.',
      calorieNote: 'No extra calories are needed in the first trimester.',
      keyDevelopment: [
        'The neural tube, which becomes the brain and spinal cord, forms in the first few weeks.',
        'A heartbeat can often be seen on a scan from about 6 weeks.',
        'By 12 weeks the main organs, arms, legs, fingers and toes have formed.',
        'The placenta grows and starts to supply the baby with food and oxygen.',
      ],
      symptoms: [
        'Feeling sick or being sick (it can happen at any time of day)',
        'Tiredness',
        'Sore or swollen breasts',
        'Needing to pee more often',
        'Mood changes',
        'Mild period-like cramps',
      ],
      howMuchToEat:
        'Eat your usual amount, with a healthy, varied diet. You do not need to eat for two. If sickness makes eating hard, try small, plain meals often and keep sipping fluids.',
      signs: [
        'pregnancy-heavy-bleeding',
        'severe-pain-or-collapse',
        'pregnancy-bleeding',
        'possible-ectopic',
        'pregnancy-temperature',
        'severe-vomiting',
        'pregnancy-urine-infection',
      ],
    },
    {
      id: 'second',
      ...cardWeeks(2),
      title: 'Second Trimester',
      description:
        'Many women feel better in the middle months. Your bump shows, and you start to feel your baby move.',
      calorieNote: 'You still do not need extra calories in the second trimester.',
      keyDevelopment: [
        'The baby grows quickly and starts to hear sounds.',
        'Most women first feel movements between 16 and 24 weeks.',
        {
          uk: 'The anomaly scan, between 18 weeks and 20 weeks 6 days, looks in detail at the baby’s bones, heart, brain, spinal cord, face, kidneys and tummy, and checks for 11 physical conditions.',
          ng: 'WHO advises one ultrasound scan before 24 weeks. It checks how the baby is growing and can spot some problems.',
        },
        'By 24 weeks the baby’s lungs have begun to develop, but they are not yet mature.',
      ],
      symptoms: [
        'Heartburn and indigestion',
        'Back pain or pain at the front of the pelvis',
        'Bleeding gums and nosebleeds',
        'Leg cramps',
        'Darker patches of skin and stretch marks',
      ],
      howMuchToEat:
        'Keep eating your usual amount of healthy food. Choose starchy foods, fruit and vegetables, protein such as beans, fish, eggs or meat, and some dairy foods. Extra snacks are not needed yet.',
      signs: [
        'pregnancy-heavy-bleeding',
        'later-pregnancy-tummy-pain',
        'pregnancy-bleeding',
        'waters-break',
        'preterm-labour',
        'pre-eclampsia',
        'pregnancy-temperature',
        'reduced-movements',
        'no-movements-by-24-weeks',
      ],
    },
    {
      id: 'third',
      ...cardWeeks(3),
      title: 'Third Trimester',
      description:
        'Your baby gains weight and gets ready to be born. You may feel tired and uncomfortable as your bump grows.',
      calorieNote: 'About 200 extra calories a day, in the third trimester only.',
      keyDevelopment: [
        'The baby puts on weight and fat to keep warm after birth.',
        'The lungs and brain keep maturing.',
        'Most babies settle head-down by about 36 weeks.',
        'A baby born from 37 weeks is full term. Before 37 weeks is premature.',
      ],
      symptoms: [
        'Tiredness and poor sleep',
        'Feeling short of breath',
        'Heartburn',
        'Swollen ankles and feet',
        'Practice tightenings (Braxton Hicks) that come and go',
        'Needing to pee more often',
      ],
      howMuchToEat:
        'You need about 200 extra calories a day now. That is about 2 slices of wholemeal toast with a thin spread, or a banana and a small pot of yoghurt. Keep meals small if heartburn is a problem.',
      signs: [
        'pregnancy-heavy-bleeding',
        'fit-or-collapse',
        'reduced-movements',
        'later-pregnancy-tummy-pain',
        'pregnancy-bleeding',
        'waters-break',
        'preterm-labour',
        'pre-eclampsia',
        'pregnancy-temperature',
        'pregnancy-itching',
      ],
    },
  ],
  firstTrimesterArticle: {
    title: headings.firstTrimester,
    sections: [
      {
        id: 'first-weeks',
        heading: 'The first weeks',
        blocks: [
          p('Pregnancy is dated from the first day of your last period. So at 4 weeks pregnant, the baby has been growing for about 2 weeks.'),
          p('Most women find out they are pregnant at about 4 to 6 weeks, when a period is late. A home test is reliable from the first day of a missed period.'),
          p({
            uk: 'Your due date is an estimate: 40 weeks from the first day of your last period, assuming a 28-day cycle. Your dating scan gives a more accurate date. Most babies arrive in the weeks around the due date, not on it.',
            ng: 'Your due date is an estimate: 40 weeks from the first day of your last period, assuming a 28-day cycle. Your ultrasound scan gives a more accurate date. Most babies arrive in the weeks around the due date, not on it.',
          }),
        ],
      },
      {
        id: 'antenatal-care',
        heading: 'Starting antenatal care',
        blocks: [
          p({
            uk: 'Contact a midwife or your GP surgery as soon as you know you are pregnant. You can often refer yourself online to your local maternity service. Your booking appointment should ideally happen by 10 weeks.',
            ng: 'Register for antenatal care at your nearest primary health care centre or hospital as soon as you know you are pregnant. WHO advises at least 8 antenatal contacts, with the first before 12 weeks.',
          }),
          p({
            uk: 'You will be offered a dating scan between 11 weeks 2 days and 14 weeks 1 day. It checks how many weeks pregnant you are. You will also be offered blood tests and screening for some conditions.',
            ng: 'At your first visit you will be offered blood tests, including checks for anaemia, HIV, syphilis and hepatitis B. Ask whether an early scan is available to date your pregnancy.',
          }),
          p({
            uk: 'Bring a list of any medicines you take, including ones you buy. Some medicines need changing in pregnancy. Do not stop a prescribed medicine without advice.',
            ng: 'Sleep under an insecticide-treated mosquito net every night. From the second trimester your clinic should offer IPTp (intermittent preventive treatment of malaria in pregnancy): doses of a medicine called sulfadoxine-pyrimethamine (SP) at your antenatal visits. SP is not given to women who take co-trimoxazole, which many people with HIV take, so tell the clinic about every medicine or herbal remedy you take.',
          }),
        ],
      },
      {
        id: 'vitamins',
        heading: 'Folic acid and vitamins',
        blocks: [
          p({
            uk: 'Folic acid lowers the chance of problems with the baby’s brain and spine, called neural tube defects. Take 400 micrograms a day from before you conceive until 12 weeks. If you did not take it before, start as soon as you know.',
            ng: 'Folic acid lowers the chance of problems with the baby’s brain and spine, called neural tube defects. WHO advises 400 micrograms of folic acid with 30 to 60 mg of iron every day, all through pregnancy. The iron helps prevent anaemia. Antenatal clinics in Nigeria usually give these tablets. Start as soon as you know you are pregnant. The UK’s NHS advice is different: folic acid from before you conceive until 12 weeks.',
          }),
          p(higherDoseFolicAcid),
          p(vitaminD),
          p('Do not take vitamin A (retinol) supplements or fish liver oil, such as cod liver oil. Too much vitamin A can harm the baby.'),
        ],
      },
      {
        id: 'food-safety',
        heading: 'Food and drink',
        blocks: [
          p('Some foods carry a small risk of infection or harm in pregnancy. Avoid:'),
          list(
            'unpasteurised milk, and soft mould-ripened cheeses such as brie unless cooked until steaming hot',
            'raw or undercooked meat, and cold cured meats unless cooked',
            'liver and liver products (too much vitamin A)',
            'all types of pâté, including vegetarian pâté (it can carry listeria)',
            'shark, swordfish and marlin, and more than 2 portions of oily fish a week',
            {
              uk: 'raw or partly cooked eggs, unless they are British Lion stamped',
              ng: 'raw or partly cooked eggs: cook eggs until the white and yolk are solid',
            },
          ),
          p('There is no known safe amount of alcohol in pregnancy, so the safest choice is none. Keep caffeine to 200 mg a day or less. That is about 2 mugs of instant coffee. Tea, cola and energy drinks contain caffeine too.'),
          p({
            uk: 'If you smoke, stopping is one of the best things you can do for your baby. Your midwife can refer you to free NHS stop smoking support.',
            ng: 'If you smoke, stopping is one of the best things you can do for your baby. Ask at your antenatal clinic for help to stop.',
          }),
        ],
      },
      {
        id: 'sickness',
        heading: 'Sickness and tiredness',
        blocks: [
          p('Sickness usually starts at about 6 weeks and eases by 16 to 20 weeks. Eat small meals often. Plain foods such as toast or crackers can help. Rest when you can.'),
          p('Being sick so often that you cannot keep food or fluids down is not normal morning sickness. It may be hyperemesis gravidarum, and it can be treated.'),
          signs('severe-vomiting'),
        ],
      },
      {
        id: 'early-problems',
        heading: 'Bleeding and pain in early pregnancy',
        blocks: [
          p('Light spotting can be common and is often harmless. But always get any bleeding checked.'),
          p('An ectopic pregnancy grows outside the womb, usually in a fallopian tube. It cannot survive and can cause dangerous bleeding inside the body. Signs include pain low in the tummy on one side, bleeding or a brown watery discharge, pain in the tip of the shoulder, and pain when peeing or pooing.'),
          signs('severe-pain-or-collapse', 'pregnancy-heavy-bleeding', 'possible-ectopic', 'pregnancy-bleeding'),
        ],
      },
    ],
  },
  supplements: {
    heading: headings.supplements,
    intro: 'The UK and the World Health Organization (WHO) give slightly different advice. Both agree on folic acid. WHO also advises daily iron, because anaemia is common in many countries.',
    columns: [
      {
        source: 'NHS (UK)',
        items: [
          'Folic acid 400 micrograms a day, from before you conceive until 12 weeks',
          '5 mg folic acid on prescription if you are at higher risk, for example with diabetes, sickle cell disease or thalassaemia',
          'Vitamin D 10 micrograms a day, in pregnancy and while breastfeeding',
          'Iron tablets only if a blood test shows your iron is low',
          'No vitamin A (retinol) supplements or cod liver oil',
        ],
      },
      {
        source: 'World Health Organization',
        items: [
          'Folic acid 400 micrograms a day, throughout pregnancy',
          'Iron 30 to 60 mg a day, throughout pregnancy',
          'Start as early in pregnancy as you can',
          'Take them together every day, as one tablet or two',
        ],
      },
    ],
    note: {
      uk: 'In the UK, follow NHS advice. Your midwife will check your iron level with blood tests and tell you if you need more.',
      ng: 'In Nigeria, antenatal clinics usually follow WHO advice and give iron and folic acid tablets. Take them every day unless a health worker tells you otherwise.',
    },
  },
  exercise: {
    heading: headings.exercise,
    intro: 'Staying active is good for you and your baby. Aim for at least 150 minutes of moderate activity a week, such as 30 minutes on 5 days. Add muscle-strengthening activity twice a week. If you were not active before, start slowly. You should still be able to talk while you exercise.',
    recommendedHeading: 'Recommended',
    recommended: [
      {
        type: 'Moving more',
        activities: [
          'Brisk walking',
          'Swimming',
          'Aqua-natal classes (gentle exercise classes in a pool for pregnant women, led by a trained instructor)',
          'Cycling on an exercise bike',
          'Dancing',
        ],
        benefits: 'Helps your heart and lungs, lifts your mood, helps you sleep and lowers the chance of high blood pressure and diabetes in pregnancy.',
      },
      {
        type: 'Strength',
        activities: ['Light weights or resistance bands', 'Squats and wall press-ups', 'Pregnancy Pilates'],
        benefits: 'Keeps muscles strong to support your back and posture as your bump grows.',
      },
      {
        type: 'Pelvic floor and stretching',
        activities: ['Pelvic floor exercises every day', 'Pregnancy yoga', 'Gentle stretching'],
        benefits: 'Helps stop leaks of pee, eases aches and helps you relax.',
      },
    ],
    avoidHeading: 'Best avoided',
    avoid: [
      {
        type: 'Contact sports and falls',
        activities: ['Kickboxing, judo and squash', 'Horse riding, skiing and gymnastics'],
        reason: 'There is a risk of being hit in the bump or falling.',
      },
      {
        type: 'Lying flat on your back',
        activities: ['Long spells of exercise lying on your back after 16 weeks'],
        reason: 'The weight of the bump can press on a large blood vessel and make you feel faint.',
      },
      {
        type: 'Scuba diving',
        activities: ['Diving with air tanks'],
        reason: 'The baby has no protection from decompression sickness and gas bubbles.',
      },
      {
        type: 'High altitude',
        activities: ['Exercising above 2,500 metres until you are used to the height'],
        reason: 'You and your baby are at risk of altitude sickness.',
      },
    ],
  },
  // Early and later pregnancy's signs: the registry's `stage` says when each applies.
  whenToGetHelp: {
    signs: [
      'pregnancy-heavy-bleeding',
      'severe-pain-or-collapse',
      'chest-pain-or-breathlessness',
      'pregnancy-bleeding',
      'possible-ectopic',
      'pregnancy-temperature',
      'one-swollen-leg',
      'severe-vomiting',
      'pregnancy-urine-infection',
      'low-mood',
      'fit-or-collapse',
      'sepsis',
      'reduced-movements',
      'pre-eclampsia',
      'waters-break',
      'preterm-labour',
      'later-pregnancy-tummy-pain',
      'no-movements-by-24-weeks',
      'pregnancy-itching',
      'self-harm-thoughts',
    ],
  },
  references: [
    sources['nhs-vitamins-pregnancy'],
    { title: 'Exercise in pregnancy', publisher: 'NHS', url: 'https://www.nhs.uk/pregnancy/keeping-well/exercise/' },
    sources['nhs-movements'],
    sources['nhse-saving-babies-lives'],
    sources['nhs-20-week-scan'],
    sources['nhs-foods-to-avoid'],
    { title: 'Pregnancy week by week: weeks 1 to 12', publisher: 'NHS', url: 'https://www.nhs.uk/pregnancy/week-by-week/1-to-12/' },
    sources['nice-ng201'],
    sources['nice-ng247'],
    sources['who-anc-2016'],
    sources['who-iron-folic-acid'],
    sources['who-malaria-guidelines'],
    sources['fmoh-nigeria'],
    sources['nphcda'],
    { title: 'UK Chief Medical Officers’ physical activity guidelines', publisher: 'Department of Health and Social Care', url: 'https://www.gov.uk/government/publications/physical-activity-guidelines-uk-chief-medical-officers-report' },
  ],
  trimesterCard: {
    weekByWeekLinks: weekByWeekIndex.trimesters.map(
      ({ weeks }) => `Week by week: weeks ${weeks[0].week} to ${weeks.at(-1)!.week}`,
    ) as unknown as Tuple<string, 3>,
    moreAbout: 'More about',
    keyDevelopment: 'Key development',
    symptoms: 'Common symptoms',
    howMuchToEat: 'How much to eat',
    dangerSignsLinks: [
      'Danger signs in the first trimester, and what to do',
      'Danger signs in the second trimester, and what to do',
      'Danger signs in the third trimester, and what to do',
    ],
    signTrimesters: {
      '1': 'First trimester',
      '2': 'Second trimester',
      '3': 'Third trimester',
      '1,2': 'First and second trimesters',
      '1,3': 'First and third trimesters',
      '2,3': 'Second and third trimesters',
    },
  },
  sections: [
    { id: 'trimesters', title: 'Your pregnancy, trimester by trimester' },
    { id: 'first-trimester', title: headings.firstTrimester },
    { id: 'supplements', title: headings.supplements },
    { id: 'exercise', title: headings.exercise },
  ],
  review: contentReview,
  hashtags: ['Pregnancy', 'WomensHealth'],
  disclaimer: medicalDisclaimer,
};
