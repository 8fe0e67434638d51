import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Mental health after birth: baby blues, postnatal depression, anxiety, OCD, psychosis and where to get help. */
export const mentalHealth: Article = {
  title: 'Your mental health after birth',
  description:
    'The difference between the baby blues and postnatal depression, anxiety and psychosis, how screening works, treatment, and where to get help fast.',
  summary:
    'Having a baby brings big changes, and many new parents struggle with their feelings. The "baby blues" in the first days are common and pass within 2 weeks. Postnatal depression and anxiety are also common. They are illnesses, not a sign of weakness or bad parenting, and they get better with help. A rare illness called postpartum psychosis, and any thoughts of harming yourself, are warning signs: the end of this page says what to do.',
  sections: [
    {
      heading: 'The baby blues',
      paragraphs: [
        'Most new mothers feel tearful, anxious or low at some point in the first week after birth. This is called the baby blues. It is linked to sudden hormone changes, tiredness and the shock of a new baby.',
        'The baby blues usually start 3 to 5 days after the birth and pass within 2 weeks without treatment. Rest, food and support help. If your low mood lasts longer than 2 weeks, or starts later, it may be postnatal depression.',
      ],
    },
    {
      heading: 'Postnatal depression',
      paragraphs: [
        'Postnatal depression affects more than 1 in 10 women within a year of giving birth. It can start at any time in that first year. It can also affect fathers and partners.',
        'Signs include:',
      ],
      list: [
        'feeling sad, low or hopeless most of the time',
        'losing interest in things, or no longer enjoying them',
        'lack of energy, and feeling tired all the time',
        'trouble sleeping even when the baby sleeps, or sleeping too much',
        'finding it hard to bond with your baby or to look after yourself',
        'pulling away from friends and family',
        'trouble thinking clearly or making decisions',
        'frightening thoughts, for example about hurting your baby, or thoughts of harming yourself',
      ],
    },
    {
      heading: 'Anxiety and obsessive thoughts',
      paragraphs: [
        'Anxiety after birth is common too, with or without depression. You might feel constant worry, panic, a racing heart, or be unable to relax even when your baby is safe.',
        'Some parents have unwanted, upsetting thoughts or images of harm coming to their baby. They may check, clean or avoid things to try to stop the thoughts. This may be perinatal obsessive-compulsive disorder (OCD). Having these thoughts does not mean you will act on them. It is treatable, and talking about it is the first step.',
        'A difficult or frightening birth can lead to post-traumatic stress, with flashbacks, nightmares and feeling on edge. This can be treated too.',
      ],
    },
    {
      heading: 'Postpartum psychosis',
      paragraphs: [
        'Postpartum psychosis is rare. It affects about 1 or 2 in every 1,000 women who give birth. It usually starts suddenly in the first 2 weeks.',
        'Its signs are in the box below. Racing thoughts can be a sign too. A woman with psychosis often cannot see that she is ill, so the people close to her must get help for her.',
        'The risk is higher if you have bipolar disorder or have had psychosis before. Tell your maternity team in pregnancy so they can plan your care.',
        'With quick treatment, most women recover fully.',
      ],
      signs: ['postpartum-psychosis'],
    },
    {
      heading: 'Screening questions and questionnaires',
      paragraphs: [
        'At your check-ups, a midwife, nurse or doctor may ask two short questions. Over the past month, have you often felt down, depressed or hopeless? And have you often had little interest or pleasure in doing things?',
        {
          uk: 'You may also be asked to fill in a questionnaire such as the Edinburgh Postnatal Depression Scale (EPDS). A score of 13 or more suggests depression is likely and that you should talk it through with a professional. It is a screening result, not a diagnosis.',
          ng: 'You may also be asked to fill in a questionnaire such as the Edinburgh Postnatal Depression Scale (EPDS). Ask for help whatever your score: studies in Nigeria found that lower scores than the UK uses can still mean depression. It is a screening result, not a diagnosis.',
        },
        'Whatever the total, any answer showing thoughts of harming yourself is a warning sign.',
        'Be as honest as you can. The aim is to get you the right support, not to judge you or take your baby away.',
      ],
      signs: ['self-harm-thoughts'],
    },
    {
      heading: 'Treatment that works',
      paragraphs: [
        'Help depends on how you feel and what you prefer. It may include:',
      ],
      list: [
        'support from family, friends, and local parent groups',
        'guided self-help and talking therapies such as cognitive behavioural therapy (CBT)',
        'antidepressant medicines: many can be taken while breastfeeding, so ask a doctor',
        {
          uk: 'care from a specialist perinatal mental health team, or a mother and baby unit if you need hospital care, so that you can stay with your baby',
          ng: 'care from a psychiatrist or mental health team at a general hospital, teaching hospital or federal neuropsychiatric hospital',
        },
      ],
    },
    {
      heading: 'Things that help day to day',
      paragraphs: [
        'Talk to someone you trust about how you really feel. Accept offers of help with meals, housework and night feeds. Try to get out for a short walk each day.',
        'Eat regularly and rest when you can. Avoid alcohol and drugs, which make mood worse. Be kind to yourself: there is no perfect parent.',
      ],
    },
    {
      heading: 'Helplines',
      paragraphs: [
        {
          uk: 'Samaritans: call 116 123, free, 24 hours a day. Shout: text SHOUT to 85258 at any time, or text PANDAS to the same number for PANDAS Foundation support. PANDAS Foundation helpline: 0808 1961 776.',
          ng: 'SURPIN suicide prevention line (Lagos University Teaching Hospital): 0800 078 7746, free.',
        },
      ],
    },
  ],
  whenToGetHelp: {
    intro: {
      uk: 'Tell your midwife, health visitor or GP if you have felt low, anxious or not yourself for more than 2 weeks. Partners can ask for help too.',
      ng: 'Tell a nurse, midwife or doctor at your clinic if you have felt low, anxious or not yourself for more than 2 weeks. Partners can ask for help too.',
    },
    signs: ['self-harm-now', 'postpartum-psychosis', 'baby-in-danger', 'self-harm-thoughts', 'mental-health-worsening', 'low-mood'],
  },
  references: [
    sources['nhs-postpartum-psychosis'],
    sources['uwakwe-2003'],
    sources['adewuya-2006'],
    sources['nhs-postnatal-depression'],
    sources['nice-cg192'],
    sources['who-maternal-mental-health'],
    sources['nice-ng194'],
  ],
  review: contentReview,
};
