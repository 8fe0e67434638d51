/**
 * The /pregnancy topic page. Figures follow CLINICAL-FACTS.md, which corrects
 * the spec: no extra calories until the third trimester (NICE PH27), the
 * anomaly scan at 18+0 to 20+6 weeks (NHS FASP), no "10 movements" rule
 * (RCOG GTG 57), and 37.5°C as the temperature to act on in pregnancy.
 * The Nigeria text follows WHO where it differs: iron and folic acid every day
 * throughout pregnancy, and one ultrasound scan before 24 weeks.
 */

import { callout, list, p } from '../blocks';
import { medicalDisclaimer } from '../site';
import type { PregnancyPage } from '../types';
import { images } from '../images';
import { routeMeta } from '../pages';
import { trimesterWeeks } from '../trimesterWeeks';

/** A trimester card's weeks, from the boundaries in @wh/core. */
function cardWeeks(trimester: 1 | 2 | 3) {
  const { from, to } = trimesterWeeks[trimester];
  return { weeks: { from, to }, weekRange: `Weeks ${from}-${to}` };
}

const earlyDangerAction = {
  uk: 'Call your midwife, GP or early pregnancy unit the same day, or call NHS 111. If the pain is severe, you are bleeding heavily or you feel faint, call 999.',
  ng: 'Go to your antenatal clinic, primary health care centre or the nearest hospital the same day. If the pain is severe, you are bleeding heavily or you feel faint, call 112 (in Lagos, 767 or 112) or go to the nearest hospital emergency department now.',
} as const;

const laterDangerAction = {
  uk: 'Call your midwife or maternity unit straight away, day or night. Do not wait until the next day. If you cannot reach them, call NHS 111. If you are bleeding heavily or have severe pain, call 999.',
  ng: 'Go to your antenatal clinic or the nearest hospital straight away, day or night. Do not wait until the next day. If you are bleeding heavily or have severe pain, call 112 (in Lagos, 767 or 112).',
} as const;

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
        uk: 'See your midwife early. Your first (booking) appointment should ideally be before 10 weeks.',
        ng: 'Register for antenatal care early. WHO advises at least 8 antenatal contacts, the first before 12 weeks.',
      },
      'Get to know your baby’s pattern of movements. If they slow down, change or stop, get checked the same day.',
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
      dangerSigns: [
        'Bleeding from the vagina',
        'Pain low in the tummy on one side, or pain in the tip of the shoulder (possible ectopic pregnancy)',
        'Being sick so often that you cannot keep food or fluids down',
        'A temperature of 37.5°C or above, or feeling hot and shivery',
        'Pain or burning when you pee',
      ],
      dangerAction: earlyDangerAction,
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
          uk: 'The anomaly scan, between 18 weeks and 20 weeks 6 days, checks how the baby is growing.',
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
      dangerSigns: [
        'Bleeding from the vagina or fluid leaking from it',
        'Regular tightenings or period-like pains before 37 weeks',
        'A bad headache, blurred vision, flashing lights or sudden swelling of the face, hands or feet',
        'A temperature of 37.5°C or above, or feeling hot and shivery',
        'Not feeling your baby move by 24 weeks, or movements that slow down, change or stop',
      ],
      dangerAction: laterDangerAction,
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
      dangerSigns: [
        'Your baby’s movements slow down, change or stop',
        'Bleeding from the vagina',
        'Your waters break, or fluid leaks, before 37 weeks',
        'Regular tightenings or pains before 37 weeks',
        'A bad headache, blurred vision, pain just below the ribs or sudden swelling',
        'Itching, mostly on the hands and feet, with no rash',
        'A temperature of 37.5°C or above, or feeling hot and shivery',
      ],
      dangerAction: laterDangerAction,
    },
  ],
  firstTrimesterArticle: {
    title: 'The first trimester in more detail',
    sections: [
      {
        id: 'first-weeks',
        heading: 'The first weeks',
        blocks: [
          p('Pregnancy is dated from the first day of your last period. So at 4 weeks pregnant, the baby has been growing for about 2 weeks.'),
          p('Most women find out they are pregnant at about 4 to 6 weeks, when a period is late. A home test is reliable from the first day of a missed period.'),
          p('Your due date is an estimate: 40 weeks from the first day of your last period, assuming a 28-day cycle. Your dating scan gives a more accurate date. Most babies arrive in the weeks around the due date, not on it.'),
        ],
      },
      {
        id: 'antenatal-care',
        heading: 'Starting antenatal care',
        blocks: [
          p({
            uk: 'Contact a midwife or your GP surgery as soon as you know you are pregnant. You can often refer yourself online to your local maternity service. Your booking appointment should ideally happen before 10 weeks.',
            ng: 'Register for antenatal care at your nearest primary health care centre or hospital as soon as you know you are pregnant. WHO advises at least 8 antenatal contacts, with the first before 12 weeks.',
          }),
          p({
            uk: 'You will be offered a dating scan between 11 weeks 2 days and 14 weeks 1 day. It checks how many weeks pregnant you are. You will also be offered blood tests and screening for some conditions.',
            ng: 'At your first visit you will be offered blood tests, including checks for anaemia, HIV, syphilis and hepatitis B. Ask whether an early scan is available to date your pregnancy.',
          }),
          p({
            uk: 'Bring a list of any medicines you take, including ones you buy. Some medicines need changing in pregnancy. Do not stop a prescribed medicine without advice.',
            ng: 'Sleep under an insecticide-treated mosquito net every night. From the second trimester your clinic should offer medicine to prevent malaria (IPTp). Tell them about every medicine or herbal remedy you take.',
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
          p('Some women need a higher 5 mg dose on prescription. This includes women with diabetes, women who take medicine for epilepsy or HIV, and women with a past or family history of neural tube defects.'),
          p('Take 10 micrograms of vitamin D a day. Do not take vitamin A (retinol) supplements or fish liver oil, such as cod liver oil. Too much vitamin A can harm the baby.'),
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
            'liver and liver products such as pâté (too much vitamin A)',
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
          p('Being sick so often that you cannot keep food or fluids down is not normal morning sickness. It may be hyperemesis gravidarum. It can be treated, so get help the same day.'),
        ],
      },
      {
        id: 'early-problems',
        heading: 'Bleeding and pain in early pregnancy',
        blocks: [
          p('Light spotting can be common and is often harmless. But always get any bleeding checked.'),
          p('An ectopic pregnancy grows outside the womb, usually in a fallopian tube. It can be dangerous. Signs include pain low in the tummy on one side, bleeding or a brown watery discharge, pain in the tip of the shoulder, and pain when peeing or pooing.'),
          callout('emergency', 'Call for help now', {
            uk: 'If you have severe tummy pain, heavy bleeding or you feel faint or collapse, call 999.',
            ng: 'If you have severe tummy pain, heavy bleeding or you feel faint or collapse, call 112 (in Lagos, 767 or 112) or go to the nearest hospital emergency department.',
          }),
        ],
      },
    ],
  },
  supplements: {
    heading: 'Vitamins and supplements: UK and WHO advice side by side',
    intro: 'The UK and the World Health Organization (WHO) give slightly different advice. Both agree on folic acid. WHO also advises daily iron, because anaemia is common in many countries.',
    columns: [
      {
        source: 'NHS (UK)',
        items: [
          'Folic acid 400 micrograms a day, from before you conceive until 12 weeks',
          '5 mg folic acid on prescription if you are at higher risk',
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
    heading: 'Exercise in pregnancy',
    intro: 'Staying active is good for you and your baby. Aim for at least 150 minutes of moderate activity a week, such as 30 minutes on 5 days. Add muscle-strengthening activity twice a week. If you were not active before, start slowly. You should still be able to talk while you exercise.',
    recommended: [
      {
        type: 'Moving more',
        activities: ['Brisk walking', 'Swimming', 'Aqua-natal classes', 'Cycling on an exercise bike', 'Dancing'],
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
  warningSigns: {
    early: {
      id: 'early-warning-signs',
      title: 'Warning signs in early pregnancy',
      meta: 'Up to about 20 weeks',
      signs: [
        'Bleeding from the vagina',
        'Pain low in the tummy, especially on one side',
        'Pain in the tip of your shoulder, or feeling faint',
        'Being sick so often that you cannot keep fluids down',
        'A temperature of 37.5°C or above',
        'Pain or burning when you pee',
      ],
      action: earlyDangerAction,
    },
    later: {
      id: 'later-warning-signs',
      title: 'Warning signs later in pregnancy',
      meta: 'From about 20 weeks',
      signs: [
        'Your baby’s movements slow down, change or stop. There is no set number of normal movements: know your baby’s pattern. Do not use a home heartbeat monitor to check.',
        'Bleeding from the vagina',
        'Fluid leaking from the vagina, or your waters breaking before 37 weeks',
        'Regular tightenings or pains before 37 weeks',
        'A bad headache, blurred vision, flashing lights, pain below the ribs or sudden swelling of the face, hands or feet',
        'Itching, mostly on the hands and feet',
        'A temperature of 37.5°C or above, or feeling hot and shivery',
      ],
      action: laterDangerAction,
    },
  },
  emergencyNote: {
    title: 'In an emergency',
    text: {
      uk: 'Call 999 if you have heavy bleeding, severe tummy pain, a fit, chest pain or trouble breathing, or if you collapse. For anything else that worries you, contact your midwife or maternity unit, or call NHS 111.',
      ng: 'Call 112 (in Lagos, 767 or 112) or go straight to the nearest hospital if you have heavy bleeding, severe tummy pain, a fit, chest pain or trouble breathing, or if you collapse. For anything else that worries you, go to your antenatal clinic, the nearest hospital or your primary health care centre.',
    },
  },
  references: [
    { title: 'Vitamins, supplements and nutrition in pregnancy', publisher: 'NHS', url: 'https://www.nhs.uk/pregnancy/keeping-well/vitamins-supplements-and-nutrition/' },
    { title: 'Exercise in pregnancy', publisher: 'NHS', url: 'https://www.nhs.uk/pregnancy/keeping-well/exercise/' },
    { title: 'Your baby’s movements', publisher: 'NHS', url: 'https://www.nhs.uk/pregnancy/keeping-well/your-babys-movements/' },
    { title: '20-week scan', publisher: 'NHS', url: 'https://www.nhs.uk/pregnancy/your-pregnancy-care/20-week-scan/' },
    { title: 'Pregnancy week by week: weeks 1 to 12', publisher: 'NHS', url: 'https://www.nhs.uk/pregnancy/week-by-week/1-to-12/' },
    { title: 'Antenatal care (NG201)', publisher: 'NICE', url: 'https://www.nice.org.uk/guidance/ng201' },
    { title: 'Weight management before, during and after pregnancy (PH27)', publisher: 'NICE', url: 'https://www.nice.org.uk/guidance/ph27' },
    { title: 'Reduced fetal movements (Green-top Guideline No. 57)', publisher: 'RCOG', url: 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/reduced-fetal-movements-green-top-guideline-no-57/' },
    { title: 'WHO recommendations on antenatal care for a positive pregnancy experience', publisher: 'World Health Organization', url: 'https://www.who.int/publications/i/item/9789241549912' },
    { title: 'Daily iron and folic acid supplementation during pregnancy', publisher: 'World Health Organization', url: 'https://www.who.int/tools/elena/interventions/daily-iron-pregnancy' },
    { title: 'UK Chief Medical Officers’ physical activity guidelines', publisher: 'Department of Health and Social Care', url: 'https://www.gov.uk/government/publications/physical-activity-guidelines-uk-chief-medical-officers-report' },
  ],
  lastReviewed: '2026-11-21',
  hashtags: ['Pregnancy', 'WomensHealth'],
  disclaimer: medicalDisclaimer,
};
