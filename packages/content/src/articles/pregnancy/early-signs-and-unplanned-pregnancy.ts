import { folicAcid } from '../../advice';
import { reviewed } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/**
 * Early signs of pregnancy, pregnancy tests, the first steps, and an unplanned pregnancy: the choices,
 * without judgement, and each country's law and services stated as they are (UK: the Abortion Act 1967
 * and NHS abortion services, adoption; Nigeria: abortion only to save the woman's life, post-abortion
 * care legal everywhere, adoption through the state and the courts).
 */
export const earlySignsAndUnplannedPregnancy: Article = {
  title: 'Early signs of pregnancy, pregnancy tests and an unplanned pregnancy',
  description:
    'The first signs of pregnancy, when to do a test and what the result means, what to do next, and your choices if the pregnancy was not planned.',
  summary:
    'A missed period is often the first sign of pregnancy, but some women notice other changes first. A home test can tell you from the day your period is due. Whether the news is welcome or not, this page explains what to do next. If the pregnancy was not planned, you have choices, and you deserve support whatever you decide.',
  sections: [
    {
      heading: 'Early signs of pregnancy',
      paragraphs: ['Some women notice no signs at all at first. Common early signs are:'],
      list: [
        'a missed period, though some women have light spotting around the time their period is due',
        'feeling sick or being sick, often called morning sickness, though it can happen at any time of day',
        'sore or swollen breasts',
        'feeling very tired',
        'needing to pee more often',
        'a strange taste in your mouth, going off foods or drinks you used to like, or craving new ones',
      ],
    },
    {
      heading: 'Doing a pregnancy test',
      paragraphs: [
        'Pregnancy tests check your pee for a hormone made in early pregnancy. Most tests work from the first day of a missed period. If you do not know when your period is due, do the test at least 3 weeks after you last had sex without contraception.',
        'A positive result almost always means you are pregnant. A negative result may mean it is too early to tell. If your period still does not come, do another test a few days later.',
        {
          uk: 'You can buy tests from pharmacies and supermarkets. You can also get a free test from a sexual health clinic, some GP surgeries and some pharmacies. Young people can get free tests from services such as Brook.',
          ng: 'You can buy tests cheaply from pharmacies and chemists. Primary health care centres and hospitals can also test you.',
        },
      ],
    },
    {
      heading: 'If you are pregnant and want to continue',
      paragraphs: [
        {
          uk: `${folicAcid.uk} If you have diabetes, take medicine for epilepsy or have another health condition, ask your GP if you need a higher dose, and whether your medicines need to change.`,
          ng: `${folicAcid.ng} If you have a long-term illness or take regular medicines, ask a doctor whether they are safe in pregnancy.`,
        },
        {
          uk: 'Contact a midwife as soon as you can. In many areas you can refer yourself online to your local maternity service, or ask your GP. Your booking appointment should ideally happen by 10 weeks.',
          ng: 'Go to your primary health care centre or a hospital to start antenatal care. WHO advises at least 8 antenatal contacts, with the first one before 12 weeks. At the first visit you will have blood tests, including for anaemia, HIV and your blood group.',
        },
      ],
    },
    {
      heading: 'Pain or bleeding in early pregnancy',
      paragraphs: [
        'Light spotting can be normal in early pregnancy, but bleeding or pain can also be a sign of a miscarriage or an ectopic pregnancy. An ectopic pregnancy grows outside the womb, usually in a tube, and can be very dangerous. It can happen before you know you are pregnant.',
      ],
      signs: ['severe-pain-or-collapse', 'possible-ectopic', 'pregnancy-bleeding'],
    },
    {
      heading: 'If the pregnancy was not planned',
      paragraphs: [
        'An unplanned pregnancy can bring many feelings: shock, fear, joy, or all of these together. There is no right way to feel. Take some time, and talk to someone you trust if you can. The decision is yours.',
        'Your choices are to continue the pregnancy and raise the child, to continue and place the child for adoption, or to end the pregnancy where the law allows. Whatever you decide, see a health worker early, because it keeps more choices open and keeps you safer.',
      ],
    },
    {
      heading: 'The law and services where you live',
      paragraphs: [
        {
          uk: 'In England, Scotland and Wales, abortion is legal under the Abortion Act 1967, usually up to 24 weeks. It is free on the NHS, and in most areas you can refer yourself to a service such as BPAS, MSI Reproductive Choices or NUPAS without seeing a GP. In Northern Ireland, abortion is available on request up to 12 weeks. The earlier it is done, the simpler and safer it is.',
          ng: 'In Nigeria, the law allows an abortion only to save the woman’s life. Care for problems after an abortion or a miscarriage, called post-abortion care, is legal, and government hospitals and many primary health care centres give it. Health workers are there to treat you, not to judge you.',
        },
        {
          uk: 'Adoption is arranged through your local council or an adoption agency. A social worker can talk it through with you. You cannot give your final consent until your baby is at least 6 weeks old.',
          ng: 'Adoption is legal in Nigeria. It is arranged through the state Ministry of Women Affairs or Social Welfare and the courts. Use only this official route: anyone who offers to buy your baby, or to care for you in return for your baby, is breaking the law.',
        },
        {
          uk: 'You can talk through your choices with your GP, a sexual health clinic or an abortion service. Counselling is free, and you do not need anyone’s permission. If you are under 16, your care is still confidential.',
          ng: 'Pills or herbs bought to end a pregnancy without a health worker, and procedures done by untrained people, can cause heavy bleeding, infection and death. If you have taken anything or had anything done, get post-abortion care without delay. Tell the health worker what happened, so they can treat you properly.',
        },
      ],
      signs: ['heavy-bleeding-faint', 'sepsis'],
    },
    {
      heading: 'Preventing a pregnancy you do not want',
      paragraphs: [
        'If you had sex without contraception in the last few days and do not want to be pregnant, emergency contraception can prevent a pregnancy. The sooner you take it, the better it works.',
        {
          uk: 'A GP, a sexual health clinic or a contraception service can help you choose a method that suits you, free of charge.',
          ng: 'Family planning is offered at primary health care centres and hospitals, and many methods are free or low cost.',
        },
      ],
      signs: ['emergency-contraception'],
    },
  ],
  whenToGetHelp: {
    intro: 'In early pregnancy, or if you might be pregnant, know these signs. If you have been hurt or forced, you can get care too.',
    signs: [
      'severe-pain-or-collapse',
      'pregnancy-heavy-bleeding',
      'possible-ectopic',
      'severe-vomiting',
      'recent-sexual-assault',
      'emergency-contraception',
      'low-mood',
    ],
  },
  references: [
    {
      title: 'Signs and symptoms of pregnancy',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/pregnancy/trying-for-a-baby/signs-and-symptoms-of-pregnancy/',
    },
    {
      title: 'Doing a pregnancy test',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/pregnancy/trying-for-a-baby/doing-a-pregnancy-test/',
    },
    sources['nhs-abortion'],
    sources['uk-abortion-act'],
    sources['nice-ng201'],
    sources['who-anc-2016'],
    sources['who-abortion-care'],
    sources['who-family-planning'],
    sources['fmoh-nigeria'],
    sources['nphcda'],
  ],
  review: reviewed('2026-11-27'),
};
