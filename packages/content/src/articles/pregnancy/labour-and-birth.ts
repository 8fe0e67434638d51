import { figureReferences, nigeriaFigures } from '../../figures';
import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Labour and birth: the signs, when to go in, the stages, pain relief, induction, caesarean birth and planning a safe birth. */
export const labourAndBirth: Article = {
  title: 'Labour and birth: what to expect',
  description:
    'The signs that labour is starting, when to go in, the stages of labour, pain relief, induction, caesarean birth, and how to plan a safe birth.',
  summary:
    'Every labour is different. Knowing the signs, when to go in and what choices you have can help you feel more in control. This guide covers the stages of labour, pain relief, starting labour off (induction) and caesarean birth. It also explains how to plan a safe birth.',
  sections: [
    {
      heading: 'Signs that labour is starting',
      paragraphs: ['Labour usually starts on its own between 37 and 42 weeks. Signs include:'],
      list: [
        'contractions: tightenings of the womb that come regularly and get longer, stronger and closer together',
        'a show: a plug of sticky, pink or jelly-like mucus coming out of the vagina',
        'backache, or an aching, heavy feeling like period pain',
        'your waters breaking: a trickle or a gush of fluid from the vagina',
        'an urge to go to the toilet, as your baby’s head presses down',
      ],
    },
    {
      heading: 'When to go in',
      paragraphs: [
        'A show can come days before labour. Practice contractions (Braxton Hicks) are usually irregular and ease when you move or rest.',
        {
          uk: 'In early labour it is often best to stay at home, where you can move around, eat lightly and rest. Call your midwife or maternity unit when your contractions are strong and regular, about every 5 minutes, each lasting about a minute. If you have had a baby before, labour may be quicker, so call sooner. Call too if you are unsure.',
          ng: 'Go to the place where you plan to give birth when your contractions are strong and regular, about every 5 minutes, each lasting about a minute. Leave sooner if you have had a baby before, if you live far away, or if transport is hard to find at night.',
        },
        'Some signs need checking at any stage of labour:',
      ],
      signs: ['pregnancy-heavy-bleeding', 'waters-break', 'reduced-movements', 'preterm-labour', 'group-b-strep-labour'],
    },
    {
      heading: 'The stages of labour',
      paragraphs: [
        {
          uk: 'In the first stage, contractions open your cervix (the neck of the womb) to about 10 cm. Early labour can take hours or even days, especially with a first baby. Active labour starts when the cervix is about 4 cm open.',
          ng: 'In the first stage, contractions open your cervix (the neck of the womb) to about 10 cm. Early labour can take hours or even days, especially with a first baby. Active labour starts when the cervix is about 5 cm open.',
        },
        'In the second stage, you push your baby out. This can take up to 3 hours with a first baby, and up to 2 hours after that.',
        'In the third stage, the placenta comes out. You will be offered an injection in your thigh as your baby is born. It helps the womb tighten and lowers the risk of heavy bleeding after the birth.',
        {
          uk: 'The cord is usually clamped after at least a minute, unless you or your baby need help first. Holding your baby skin to skin keeps them warm and helps breastfeeding start.',
          ng: `${nigeriaFigures.postpartumHaemorrhage.ng}, so this injection matters. Holding your baby skin to skin keeps them warm and helps breastfeeding start.`,
        },
      ],
    },
    {
      heading: 'Pain relief',
      paragraphs: ['Labour hurts, but there are many ways to cope. You can change your mind at any time:'],
      list: [
        'breathing, moving around, massage and warm water',
        {
          uk: 'a birth partner you trust, and a TENS machine, which sends small electric pulses through pads on your back',
          ng: 'a companion you choose to stay with you in labour, which WHO recommends for every woman',
        },
        {
          uk: 'gas and air (Entonox), which you breathe in through a mouthpiece',
          ng: 'gas and air (Entonox), which you breathe in through a mouthpiece, where it is available',
        },
        'an injection of a strong painkiller, which can make you and your baby sleepy',
        {
          uk: 'an epidural, a thin tube in your lower back that numbs the pain, given by an anaesthetist on a labour ward',
          ng: 'an epidural, a thin tube in your lower back that numbs the pain: some larger hospitals offer it, so ask early in pregnancy',
        },
      ],
    },
    {
      heading: 'Starting labour off (induction)',
      paragraphs: [
        {
          uk: 'You may be offered an induction if your waters break and labour does not start, or if there is a health reason. From 41 weeks you will be offered one, because the risk of stillbirth slowly rises after that.',
          ng: 'Your doctor may suggest an induction if your waters break and labour does not start, or for a health reason such as pre-eclampsia. WHO advises offering one from 41 weeks, because the risk of stillbirth slowly rises after that.',
        },
        'First, a midwife may offer a membrane sweep: a finger gently sweeps around your cervix to help labour start. Induction then uses a tablet, pessary or gel, or a small balloon in the cervix. If needed, your waters are broken and a hormone drip makes contractions stronger. It can take a day or more, and it is done in hospital.',
      ],
    },
    {
      heading: 'Caesarean birth',
      paragraphs: [
        'A caesarean is an operation to deliver your baby through a cut in your tummy and womb. You are usually awake, with an injection in your back that numbs you from the chest down.',
        'It can be planned, for example if your baby is bottom first or the placenta is low. Or it can be decided in labour, if labour stops or your baby is not coping. Recovery takes longer than after a vaginal birth, often about 6 weeks. Many women can have a vaginal birth next time.',
        {
          uk: 'You can ask for a caesarean without a medical reason. Your team will talk through the benefits and risks with you.',
          ng: 'A caesarean is safe when it is done in a hospital with trained staff and blood for transfusion. Refusing one when doctors say it is needed can put you and your baby in danger.',
        },
      ],
    },
    {
      heading: 'Planning your birth',
      paragraphs: [
        {
          uk: 'A birth plan is a note of what you would like, such as where to give birth, pain relief and who will be with you. You can give birth at home, in a midwife-led unit or in a hospital labour ward. Your midwife will help you choose what is safe for you. Plans sometimes change for good reasons.',
          ng: 'Plan to give birth with a skilled birth attendant: a midwife, nurse or doctor trained to manage a birth and its problems. Choose a health centre or hospital, and ask which hospital it sends women to if problems happen.',
        },
      ],
      list: [
        {
          uk: 'plan how you will get to the hospital or unit at any hour',
          ng: 'save money for transport and care, and arrange transport you can get at any hour',
        },
        {
          uk: 'pack a bag by 36 weeks, with your maternity notes and things for you and your baby',
          ng: 'pack a bag by 36 weeks, with your antenatal card and things for you and your baby, and any birth kit your clinic asks for',
        },
        {
          uk: 'choose a birth partner',
          ng: 'choose a companion, and a relative who could give blood if you need it',
        },
        {
          uk: 'do not take herbal remedies or any medicine to start or speed up labour unless your midwife or doctor advises it',
          ng: 'do not drink herbal mixtures (agbo) or take any medicine to speed up labour unless a trained health worker gives it: some make the womb squeeze too hard, which can harm your baby or tear the womb',
        },
      ],
    },
  ],
  whenToGetHelp: {
    intro: 'Get help at any stage if something does not feel right. You know your body best.',
    signs: [
      'pregnancy-heavy-bleeding',
      'fit-or-collapse',
      'sepsis',
      'postnatal-heavy-bleeding',
      'waters-break',
      'reduced-movements',
      'later-pregnancy-tummy-pain',
      'preterm-labour',
      'group-b-strep-labour',
      'pre-eclampsia',
    ],
  },
  references: [
    ...figureReferences(nigeriaFigures.postpartumHaemorrhage),
    {
      title: 'Signs that labour has begun',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/pregnancy/labour-and-birth/signs-of-labour/signs-that-labour-has-begun/',
    },
    {
      title: 'Pain relief in labour',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/pregnancy/labour-and-birth/what-happens/pain-relief-in-labour/',
    },
    {
      title: 'Intrapartum care (NG235)',
      publisher: 'NICE',
      url: 'https://www.nice.org.uk/guidance/ng235',
    },
    {
      title: 'Inducing labour (NG207)',
      publisher: 'NICE',
      url: 'https://www.nice.org.uk/guidance/ng207',
    },
    {
      title: 'Caesarean birth (NG192)',
      publisher: 'NICE',
      url: 'https://www.nice.org.uk/guidance/ng192',
    },
    sources['who-intrapartum-care'],
    sources['who-emergency-obstetric-care'],
  ],
  review: contentReview,
};
