import { physicalActivity, sleepOnSide, smokingAlcoholCaffeine } from '../../advice';
import { reviewed } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/**
 * Travel, work and everyday life in pregnancy: flying and long journeys (blood clots), seat belts and
 * road safety, malaria when travelling, rights at work (UK: GOV.UK maternity pay and leave; Nigeria:
 * the Labour Act), heavy or risky work, and everyday questions (exercise, sex, hair dye, heat, cats).
 */
export const travelWorkAndEverydayLife: Article = {
  title: 'Travel, work and everyday life in pregnancy',
  description:
    'Flying and long journeys, seat belts and road safety, malaria, your rights at work, and everyday questions such as exercise, sex and hair dye.',
  summary:
    'Most women can carry on with daily life, work and travel in pregnancy. A few changes keep you and your baby safer: wearing a seat belt the right way, moving about on long journeys, and avoiding heavy or risky work. This page answers common questions, and says what your rights at work are.',
  sections: [
    {
      heading: 'Long journeys and flying',
      paragraphs: [
        'Flying is not harmful to your baby. Many women find the middle of pregnancy the most comfortable time to travel. Most airlines do not let you fly after 37 weeks, or after 32 weeks with twins. After 28 weeks, they may ask for a letter from your midwife or doctor with your due date. Check with the airline before you book.',
        'Long journeys of more than 4 hours, by air, road or rail, raise the chance of a blood clot in your leg. Get up and walk about when you can, move your feet and ankles while sitting, and drink water. You may be advised to wear support stockings.',
        {
          uk: 'Take your maternity notes with you. Before you go abroad, get travel insurance that covers pregnancy and the birth, and find out where the nearest hospital with a maternity unit is.',
          ng: 'Take your antenatal card or notes with you. If you plan to travel late in pregnancy, for example to have your baby in your home town, find out before you go where the nearest hospital with a maternity unit is, and how you would get there.',
        },
      ],
      signs: ['one-swollen-leg'],
    },
    {
      heading: 'Cars, buses and motorcycles',
      paragraphs: [
        'Always wear a seat belt. Put the lap belt across your hips, below your bump, not over it. Put the other strap between your breasts and to the side of your bump.',
        {
          uk: 'After a crash or a blow to your bump, get checked even if you feel fine. An injury can harm the placenta without you knowing.',
          ng: 'Try not to ride on a motorcycle (okada), especially later in pregnancy. A fall or crash can harm the placenta and your baby. On long road trips, stop to walk about and drink water. After a crash or a blow to your bump, get checked even if you feel fine.',
        },
      ],
      signs: ['pregnancy-injury', 'later-pregnancy-tummy-pain'],
    },
    {
      heading: 'Malaria and other infections abroad',
      paragraphs: [
        {
          uk: 'Malaria is more dangerous in pregnancy, for you and your baby. If you can, do not travel to places where there is malaria, including to visit family in Nigeria or other parts of Africa. If you must go, see a travel clinic well before the trip. Some malaria tablets are safe in pregnancy. Also use insect repellent, and sleep under a net treated with insecticide.',
          ng: 'Malaria is more dangerous in pregnancy, for you and your baby. Sleep under a net treated with insecticide every night, wherever you are. Take your malaria medicine (IPTp) at your antenatal visits. If you get a fever on a trip, get tested for malaria.',
        },
        {
          uk: 'Some countries have the Zika virus, which can harm a baby. Pregnant women are advised not to travel to places with a high risk of it. Check the travel health advice for where you are going before you book. Some vaccines are not given in pregnancy, so ask a travel clinic.',
          ng: 'Before you travel abroad, ask a health worker which vaccines and medicines are safe in pregnancy. Some places have the Zika virus, which can harm a baby, and pregnant women are advised not to go there.',
        },
      ],
      signs: ['pregnancy-temperature'],
    },
    {
      heading: 'Work and your rights',
      paragraphs: [
        {
          uk: 'Tell your employer you are pregnant in writing, at least 15 weeks before your due week. They must then check your work for risks, such as heavy lifting, long hours standing, chemicals or stress. If there is a risk, they must change your work or hours, or offer you other work.',
          ng: 'Tell your employer you are pregnant when you feel ready. Ask for lighter duties if your work involves heavy lifting, long hours standing, chemicals such as pesticides, or work at night.',
        },
        {
          uk: 'You have the right to paid time off for antenatal appointments. You can take up to 52 weeks of maternity leave, and you may get Statutory Maternity Pay for up to 39 weeks. It is against the law to treat you unfairly at work because you are pregnant.',
          ng: 'Under the Labour Act, a woman in paid work can take 12 weeks of maternity leave, and she should get at least half her pay if she has worked there for 6 months or more. Government workers usually get longer leave with full pay. Ask your employer or union what applies to you.',
        },
        {
          uk: 'Your partner may get paternity leave and pay. GOV.UK explains what you can each get.',
          ng: 'If you trade, farm or do other heavy work, rest often, drink plenty of water, and ask others to carry heavy loads. Wash your hands well after handling soil, animals or chemicals.',
        },
      ],
    },
    {
      heading: 'Everyday life',
      paragraphs: [physicalActivity, smokingAlcoholCaffeine],
      list: [
        'Sex is safe in pregnancy unless your midwife or doctor tells you to avoid it, for example because of bleeding or a low-lying placenta. It will not harm your baby.',
        'Hair dye is unlikely to harm your baby, as very little gets into your body. Use it in a room with fresh air, and wait until after 12 weeks if you are worried.',
        'Avoid getting too hot: do not use saunas or hot tubs, and drink plenty of water in hot weather.',
        {
          uk: 'Wear gloves to change cat litter or garden, and wash your hands after, to avoid an infection called toxoplasmosis.',
          ng: 'Wear gloves for gardening and farm work, and wash your hands after touching soil or animals, to avoid infections.',
        },
        `${sleepOnSide} This matters most from 28 weeks.`,
      ],
    },
  ],
  whenToGetHelp: {
    intro: 'Wherever you are, know what to do if you notice these signs, and carry your notes.',
    signs: [
      'chest-pain-or-breathlessness',
      'in-danger-or-assaulted',
      'later-pregnancy-tummy-pain',
      'pregnancy-injury',
      'one-swollen-leg',
      'pregnancy-temperature',
      'pregnancy-bleeding',
    ],
  },
  references: [
    {
      title: 'Travelling in pregnancy',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/pregnancy/keeping-well/travelling/',
    },
    {
      title: 'Your health at work in pregnancy',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/pregnancy/keeping-well/your-health-at-work/',
    },
    sources['gov-maternity-pay-leave'],
    sources['ukhsa-malaria-prevention'],
    sources['nhs-dvt'],
    sources['who-anc-2016'],
    sources['who-malaria-guidelines'],
    {
      title: 'Road traffic injuries: fact sheet',
      publisher: 'World Health Organization',
      url: 'https://www.who.int/news-room/fact-sheets/detail/road-traffic-injuries',
    },
    sources['fmoh-nigeria'],
  ],
  review: reviewed('2026-11-27'),
};
