import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Female genital mutilation: health effects, care and support, pregnancy, the law, and protecting girls. */
export const fgm: Article = {
  title: 'Female genital mutilation (FGM): health, support and the law',
  description:
    'What FGM is, how it can affect health, sex and childbirth, where to get care and support, and what the law says about protecting girls.',
  summary:
    'Female genital mutilation (FGM) is any cutting or injury to the female genitals for no medical reason. It is also called female circumcision or cutting. It has no health benefits and can cause lifelong problems with peeing, periods, sex and childbirth. If you have had FGM, it was not your fault, and care can help. FGM is a crime in both the UK and Nigeria, and girls at risk can be protected.',
  sections: [
    {
      heading: 'What FGM is',
      paragraphs: [
        'FGM is usually done to girls between infancy and the age of 15, often by someone with no medical training. It can mean cutting the clitoris, removing the inner or outer lips of the vulva, or narrowing the opening of the vagina by cutting and sealing it. This last type is called infibulation.',
        {
          uk: 'FGM is a form of child abuse and of violence against women and girls. No religion requires it.',
          ng: 'FGM is a form of violence against women and girls. No religion requires it. In Nigeria it is still done in some communities, often to baby girls and young children, but many families have stopped.',
        },
      ],
    },
    {
      heading: 'How FGM can affect health',
      paragraphs: [
        'At the time, FGM can cause severe pain, heavy bleeding, shock, infection and trouble passing urine. Some girls die. Later in life, it can cause:',
      ],
      list: [
        'pain that does not go away, and painful scars or lumps',
        'slow or difficult peeing, and urine infections that keep coming back',
        'painful or long periods, when blood cannot flow out easily',
        'pain during sex, or being unable to have sex',
        'problems getting pregnant, and a higher risk of problems in childbirth for you and your baby',
        'anxiety, low mood, flashbacks and nightmares',
      ],
    },
    {
      heading: 'Getting care and support',
      paragraphs: [
        {
          uk: 'The NHS has FGM support clinics for women aged 18 and over, run by specialist doctors, midwives and nurses. Many let you refer yourself or walk in. Care is free and confidential, and no one will judge you. Your GP or a sexual health clinic can also refer you.',
          ng: 'Talk to a doctor, nurse or midwife you trust, or ask to see a gynaecologist at a hospital. What you tell them is private, and no one should judge you. Many problems caused by FGM can be treated.',
        },
        'Specialists can treat pain, infections and problems with peeing. Counselling can help with fear, anger or sadness, and with sex.',
        'If the opening of your vagina was narrowed, a small operation called deinfibulation can open it. It can make peeing, periods, sex and childbirth easier. It is best done before pregnancy, but it can be done during pregnancy or in labour.',
        {
          uk: 'Closing the opening again after childbirth (reinfibulation) is illegal in the UK.',
          ng: 'WHO advises that the opening should not be closed again after childbirth, as this harms your health.',
        },
      ],
    },
    {
      heading: 'FGM and pregnancy',
      paragraphs: [
        {
          uk: 'Tell your midwife if you have had FGM. They will plan your care with a specialist and make sure your birth is as safe as possible. They will also talk with you about the law and about protecting your daughters, including a baby girl you are expecting.',
          ng: 'Tell your midwife or doctor if you have had FGM, so they can plan a safe birth. Give birth in a health facility with a skilled birth attendant. They can also talk with you about protecting your daughters.',
        },
      ],
    },
    {
      heading: 'What the law says',
      paragraphs: [
        {
          uk: 'FGM is illegal in the UK. It is a crime to do it, to help someone do it, or to take a girl who lives in the UK abroad for FGM. The maximum sentence is 14 years in prison. Parents can also be found guilty of failing to protect a daughter from FGM.',
          ng: 'The Violence Against Persons (Prohibition) Act 2015 makes FGM a crime in Nigeria. Anyone who cuts a girl or woman, or who arranges, helps or encourages it, can be sent to prison or fined. Cutting carries up to 4 years in prison.',
        },
        {
          uk: 'A court can make an FGM protection order to keep a girl or woman safe, for example by holding her passport. She can apply herself, or a council or other people can apply for her.',
          ng: 'The Act applies in the Federal Capital Territory, Abuja, and most states have passed their own laws against FGM. The National Agency for the Prohibition of Trafficking in Persons (NAPTIP) enforces the Act, and you can also report FGM to the police.',
        },
        {
          uk: 'In England and Wales, doctors, nurses, midwives, teachers and social workers must tell the police if a girl under 18 tells them she has had FGM, or if they see signs of it.',
          ng: 'You have the right to refuse FGM for yourself and for your daughters.',
        },
      ],
    },
    {
      heading: 'If a girl is at risk',
      paragraphs: [
        {
          uk: 'If you are worried that a girl may be at risk of FGM, or has had it, call the NSPCC FGM helpline free on 0800 028 3550. You do not have to give your name.',
          ng: 'If you are worried that a girl may be at risk of FGM, tell a health worker, the police or NAPTIP. A community or religious leader you trust may also help.',
        },
        'Signs that a girl may be at risk include:',
      ],
      list: [
        'talk of a special ceremony, or of her becoming a woman',
        'a long trip to a place where FGM is common',
        'an older relative who has had FGM coming to stay',
      ],
      signs: ['girl-at-risk-of-fgm'],
    },
  ],
  whenToGetHelp: {
    intro: 'If you have had FGM, help is there whenever you are ready. Some problems need care sooner.',
    signs: [
      'girl-at-risk-of-fgm',
      'in-danger-or-assaulted',
      'heavy-bleeding-faint',
      'sepsis',
      'kidney-infection',
      'fgm-health-problems',
      'low-mood',
    ],
  },
  references: [
    sources['nhs-fgm'],
    {
      title: 'National FGM support clinics',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/conditions/female-genital-mutilation-fgm/national-fgm-support-clinics/',
    },
    sources['gov-fgm-protection-orders'],
    {
      title: 'Female genital mutilation and its management (Green-top guideline No. 53)',
      publisher: 'RCOG',
      url: 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/female-genital-mutilation-and-its-management-green-top-guideline-no-53/',
    },
    sources['who-fgm'],
    {
      title: 'Female Genital Mutilation Act 2003',
      publisher: 'legislation.gov.uk',
      url: 'https://www.legislation.gov.uk/ukpga/2003/31/contents',
    },
    sources['naptip-vapp'],
  ],
  review: contentReview,
};
