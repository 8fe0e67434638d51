import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Anxiety and depression in pregnancy: the signs, who is at risk, what helps, medicines and where to get help. */
export const pregnancyMentalHealth: Article = {
  title: 'Your mental health in pregnancy',
  description:
    'Anxiety and depression in pregnancy are common and treatable. The signs, what helps, medicines in pregnancy, and where to get support.',
  summary:
    'Pregnancy can bring joy, but also worry, stress and low mood. Anxiety and depression in pregnancy are common. They are not a weakness, and they are not your fault. They can be treated, and getting help early is good for you and your baby.',
  sections: [
    {
      heading: 'Common feelings',
      paragraphs: [
        'Mood swings, worry about the birth or the baby, and feeling tired and tearful at times are common in pregnancy. Money, work, housing or relationship problems can add to the stress. These feelings usually come and go.',
        {
          uk: 'Up to 1 in 5 women have a mental health problem in pregnancy or in the first year after the birth.',
          ng: 'Around the world, about 1 in 10 pregnant women has a mental health problem, most often depression. In many lower-income countries it is more common still.',
        },
        'It may be more than normal ups and downs if the feelings do not go away, stop you enjoying things, or get in the way of everyday life.',
      ],
    },
    {
      heading: 'Depression',
      paragraphs: ['Depression is more than feeling sad. Signs include:'],
      list: [
        'low mood for most of the day',
        'losing interest in things you used to enjoy',
        'sleeping badly even when you have the chance to rest',
        'feeling guilty, worthless or hopeless',
        'finding it hard to think clearly or make decisions',
        'not wanting to see other people',
      ],
    },
    {
      heading: 'Anxiety',
      paragraphs: [
        'Some worry is normal. Anxiety is when worry is hard to control and takes over. You may feel restless or on edge, have a racing heart, or have panic attacks.',
        'Some women have a strong fear of giving birth, called tokophobia. Others have upsetting thoughts that keep coming back, or flashbacks of a past trauma, such as a hard birth or abuse.',
        {
          uk: 'If you have a strong fear of birth, tell your midwife. You can be referred for support and talk through your birth options, including a caesarean.',
          ng: 'If you have a strong fear of birth, tell your midwife or doctor. Talking it through and planning the birth together can help.',
        },
      ],
    },
    {
      heading: 'Who is more at risk',
      paragraphs: [
        'Anyone can be affected. It is more likely if you have had mental health problems before, or a past pregnancy loss or difficult birth. Little support, money worries and abuse at home also raise the risk.',
        'If you have ever had bipolar disorder, psychosis or severe depression, tell your midwife or doctor early, even if you are well now. You have a higher chance of becoming very unwell after the birth. A plan made in pregnancy helps keep you safe.',
      ],
      signs: ['postpartum-psychosis'],
    },
    {
      heading: 'What helps',
      paragraphs: [
        {
          uk: 'Talking is a good first step. Tell your midwife or GP how you feel. They should ask about your mental health in pregnancy. Being honest will not mean your baby is taken away.',
          ng: 'Talking is a good first step. Tell the nurse, midwife or doctor at your clinic how you feel. If they ask you to fill in a short questionnaire about your mood, ask for help whatever your score. Being honest will not mean your baby is taken away.',
        },
        'Looking after yourself can help too:',
      ],
      list: [
        'rest when you can',
        'eat regular meals, and keep active, such as a daily walk',
        'spend time with people who support you, and accept offers of help',
        'avoid alcohol and drugs',
        'go to antenatal classes to feel more prepared and meet other parents',
      ],
    },
    {
      heading: 'Treatment',
      paragraphs: [
        'Talking therapies, such as cognitive behavioural therapy (CBT), work well for depression and anxiety. They help you change unhelpful thoughts and habits.',
        {
          uk: 'In England you can refer yourself to NHS Talking Therapies without seeing your GP, and pregnant women are seen sooner. If you need more help, you may be referred to a specialist perinatal mental health team.',
          ng: 'Ask your clinic to refer you to a psychologist or psychiatrist. Teaching hospitals and federal neuropsychiatric hospitals have mental health clinics. Some antenatal clinics offer counselling or support groups.',
        },
        'Some antidepressants can be taken in pregnancy. Your doctor will talk through the benefits and risks for you and your baby. Depression that is not treated also carries risks.',
        'If you already take medicine for your mental health, do not stop it suddenly when you find out you are pregnant. Talk to your doctor first.',
      ],
    },
    {
      heading: 'Where to get support',
      paragraphs: [
        {
          uk: 'Your midwife, GP or health visitor can help. Charities such as Mind, PANDAS and Tommy’s offer information and support. Samaritans will listen at any time.',
          ng: 'Mental health problems are illnesses, like any other. They are not a spiritual attack or a lack of faith. Prayer and your faith community can be a comfort alongside treatment, but not in place of it.',
        },
        'Abuse at home harms your mental health. If someone hurts, threatens or controls you, you can ask to speak to a health worker alone.',
      ],
      signs: ['in-danger-or-assaulted'],
    },
    {
      heading: 'Partners, family and friends',
      paragraphs: [
        'Partners can get depressed or anxious too, so look out for each other. Family and friends can help by listening without judging, helping with practical tasks, and encouraging her to get help.',
      ],
    },
  ],
  whenToGetHelp: {
    intro: 'If you feel you cannot cope, reach out. Help works, and you deserve support.',
    signs: ['self-harm-now', 'postpartum-psychosis', 'self-harm-thoughts', 'mental-health-worsening', 'low-mood'],
  },
  references: [
    {
      title: 'Mental health in pregnancy',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/pregnancy/keeping-well/mental-health/',
    },
    sources['nice-cg192'],
    {
      title: 'NHS Talking Therapies, for anxiety and depression',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/mental-health/talking-therapies-medicine-treatments/talking-therapies-and-counselling/nhs-talking-therapies/',
    },
    sources['who-perinatal-mental-health'],
    sources['adewuya-2006'],
  ],
  review: contentReview,
};
