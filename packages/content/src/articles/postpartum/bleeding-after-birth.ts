import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Normal bleeding after birth (lochia), postpartum haemorrhage and what to do if bleeding is heavy. */
export const bleedingAfterBirth: Article = {
  title: 'Bleeding after birth: what is normal and what is not',
  description:
    'Normal bleeding after birth (lochia) and how it changes, the signs of heavy bleeding (postpartum haemorrhage), and what to do if they happen.',
  summary:
    'Every woman bleeds from the vagina after giving birth, even after a caesarean. This bleeding is called lochia. It is heavy at first, then gets lighter and paler over about 6 weeks. Bleeding that suddenly gets heavy is not normal. It is called a postpartum haemorrhage (PPH). It can happen in the first day or in the weeks after. It can be treated, so learn the warning signs and get help fast if you see them.',
  sections: [
    {
      heading: 'Normal bleeding: lochia',
      paragraphs: [
        'When the placenta comes away, it leaves a raw area inside the womb, a bit like a wound. Lochia is the blood and tissue that come from it as it heals. It usually follows this pattern:',
      ],
      list: [
        'the first few days: bright or dark red, and heavy, like a heavy period, sometimes with a few small clots',
        'after about a week: lighter, and pink or brown',
        'after 2 or 3 weeks: light, and yellowish white',
        'by about 6 weeks: it has usually stopped, though for some women it stops sooner or lasts a little longer',
      ],
    },
    {
      heading: 'Changes that are normal',
      paragraphs: [
        'Bleeding can get heavier for a short time when you stand up after lying down, or when you have been more active. If that happens, rest more.',
        'When you breastfeed, your body makes a hormone that makes the womb tighten. You may feel cramps like period pains and notice a small gush of blood. This is a good sign: your womb is shrinking back.',
      ],
    },
    {
      heading: 'Looking after yourself while you bleed',
      paragraphs: ['A few simple habits help you heal and lower the risk of infection:'],
      list: [
        'use maternity pads, not tampons or a menstrual cup, until you have had your postnatal check at about 6 weeks',
        'change your pad often, and wash your hands before and after',
        'pee often: a full bladder can stop the womb tightening well',
        'eat foods rich in iron, such as beans, lentils, green leafy vegetables, eggs, fish and meat',
        {
          uk: 'take the iron tablets your midwife or GP gives you, if you have them',
          ng: 'keep taking the iron tablets your clinic gave you in pregnancy, if they tell you to',
        },
      ],
    },
    {
      heading: 'What a postpartum haemorrhage is',
      paragraphs: [
        'A postpartum haemorrhage is heavy bleeding after the birth. In the first 24 hours, losing 500 ml of blood or more counts as a PPH. That is about 2 cups.',
        'Most happen in the first day, often because the womb does not tighten well after the birth. Bleeding that becomes heavy later, from a day to 12 weeks after the birth, is often caused by an infection or by a piece of placenta left in the womb.',
        'A PPH is more likely after a long labour, a birth helped by forceps or a caesarean, with a big baby or twins, or if you have had one before. But it can happen to anyone, so every woman needs to know the signs.',
        {
          uk: 'Serious bleeding after birth is rare in the UK, because it is usually spotted and treated early.',
          ng: 'Heavy bleeding after birth is one of the main causes of death of mothers in the world, including in Nigeria. Most of these deaths can be prevented with quick care from a skilled health worker.',
        },
      ],
    },
    {
      heading: 'How heavy bleeding is prevented and treated',
      paragraphs: [
        {
          uk: 'Straight after the birth, your midwife will offer you an injection of a medicine called oxytocin. It helps the womb tighten and the placenta come away, and it lowers the risk of heavy bleeding. Your midwife then checks how much you bleed and that your womb feels firm.',
          ng: 'Give birth in a health facility with a skilled birth attendant: a midwife, nurse or doctor. Just after the birth, they will give you an injection of a medicine called oxytocin. It helps the womb tighten and lowers the risk of heavy bleeding. If a birth happens at home, a trained health worker may give misoprostol tablets for the same reason.',
        },
        'If you bleed heavily, the team will rub your tummy to help the womb tighten. They give medicines to stop the bleeding, such as tranexamic acid, and fluids or blood through a drip. Some women need an operation. Most women get well again.',
        {
          uk: 'Before the birth, tell your midwife if you have had heavy bleeding before, if you have a bleeding problem, or if you would not accept a blood transfusion. They can then plan your care.',
          ng: 'Plan ahead with your family. Know which hospital with a maternity unit you would go to, how you would get there at night, and how you would pay. Some hospitals ask families to find blood donors, so agree in advance who could give blood. Do not take herbal mixtures or put anything in the vagina to stop bleeding: they can cause harm and delay proper care.',
        },
      ],
    },
    {
      heading: 'If you are bleeding heavily',
      paragraphs: [
        'Follow the advice in the box below. While you get help, lie down flat and ask someone to stay with you. Keep your used pads to show the midwife or doctor how much blood you have lost.',
        {
          uk: 'Take your maternity notes with you if you have them, and tell the staff that you had a baby recently.',
          ng: 'Take your antenatal card or any notes from the birth, and tell the staff that you had a baby recently.',
        },
      ],
      signs: ['postnatal-heavy-bleeding', 'postnatal-clots-or-smell'],
    },
    {
      heading: 'After a heavy bleed',
      paragraphs: [
        'Losing a lot of blood can leave you very tired, pale, dizzy and short of breath for weeks. This is often anaemia, and you may need iron tablets or, sometimes, a drip of iron or a blood transfusion.',
        'You can still breastfeed. Your milk may take a little longer to come in, so ask for help with feeding early on.',
        {
          uk: 'A sudden bleed can be frightening. Before you go home, or later with your GP, you can ask someone to talk you through what happened. If you keep reliving it, feel low or anxious, tell your midwife, health visitor or GP. Help works.',
          ng: 'A sudden bleed can be frightening. You can ask the doctor or midwife to explain what happened. If you keep reliving it, or feel low or anxious, tell the nurse or doctor at your postnatal clinic. Help works.',
        },
      ],
      signs: ['possible-anaemia'],
    },
  ],
  whenToGetHelp: {
    intro: 'Heavy bleeding can get worse quickly. You are not making a fuss: midwives and doctors would always rather see you.',
    signs: [
      'postnatal-heavy-bleeding',
      'chest-pain-or-breathlessness',
      'sepsis',
      'postnatal-clots-or-smell',
      'postnatal-fever',
      'postnatal-tummy-pain',
      'possible-anaemia',
    ],
  },
  references: [
    sources['nhs-post-pregnancy-body'],
    sources['nice-ng194'],
    sources['who-postpartum-haemorrhage'],
    {
      title: 'Maternal mortality: fact sheet',
      publisher: 'World Health Organization',
      url: 'https://www.who.int/news-room/fact-sheets/detail/maternal-mortality',
    },
    sources['who-postnatal-2022'],
    sources['who-emergency-obstetric-care'],
  ],
  review: contentReview,
};
