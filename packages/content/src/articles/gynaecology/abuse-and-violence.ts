import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Domestic abuse and sexual violence: what it looks like, where to get help in each country, care after rape, and safety online. */
export const abuseAndViolence: Article = {
  title: 'Domestic abuse and sexual violence: getting help and staying safe',
  description:
    'How to recognise domestic abuse and sexual violence, where to get help in confidence, care after rape or sexual assault, and how to stay safer online.',
  summary:
    'Domestic abuse is when a partner, ex-partner or family member hurts, threatens or controls you. Sexual violence is any sexual act you did not agree to. Both are common, and both are crimes. They are never your fault. You can get help in confidence, whether or not you want to leave or to tell the police. This page lists where to turn, and how to keep your search for help private.',
  sections: [
    {
      heading: 'What abuse can look like',
      paragraphs: ['Abuse is not only hitting. It can be:'],
      list: [
        'physical: hitting, slapping, pushing, kicking, burning, choking or strangling',
        'sexual: forcing or pressuring you into sex or sexual acts you do not want',
        'emotional: insults, threats, or making you feel worthless or afraid',
        'controlling: checking your phone, telling you where you can go or what to wear, or keeping you from friends and family',
        'about money: taking your money, or stopping you from working or studying',
        'online: tracking where you are, or sharing intimate photos of you, or threatening to',
        {
          uk: 'forced marriage, or abuse in the name of so-called honour',
          ng: 'forced marriage, or harmful widowhood practices',
        },
      ],
    },
    {
      heading: 'It is not your fault',
      paragraphs: [
        'Abuse often gets worse over time. It can start, or get worse, in pregnancy or after a baby is born. Being choked or strangled, even once, is a sign that you are in serious danger.',
        'People who abuse often blame the person they hurt. Nothing you do or say makes abuse acceptable. Many people stay because they are afraid, have children, have no money or nowhere to go, or still love the person. Help is there for you, whatever you decide.',
      ],
    },
    {
      heading: 'Where to get help',
      paragraphs: [
        {
          uk: 'The National Domestic Abuse Helpline is free, confidential and open 24 hours a day, on 0808 2000 247. It can help you plan how to stay safe and find a refuge, a safe house for women and children.',
          ng: 'You can tell a doctor, nurse or midwife. They can treat injuries, write a medical report, and help you find support. They can see you on your own.',
        },
        {
          uk: 'If someone has raped you or abused you sexually, at any time in your life, the Rape Crisis 24/7 Support Line for England and Wales is free on 0808 500 2222. It is for anyone aged 16 or over.',
          ng: 'You can report abuse to the police. Many police stations have a gender desk or a family support unit, with officers trained to help women and children.',
        },
        {
          uk: 'You can also talk to your GP, midwife, health visitor or practice nurse. They can see you on your own and help you get support.',
          ng: 'The Violence Against Persons (Prohibition) Act 2015 makes domestic violence, rape and many other kinds of abuse crimes. It applies in the Federal Capital Territory, Abuja, and most states have passed their own version. Under it, a court can give a protection order to keep an abuser away from you. NAPTIP, the agency that enforces the Act, also takes reports.',
        },
        {
          uk: 'To report abuse to the police when no one is in danger at that moment, call 101. Domestic abuse, including controlling behaviour, is a crime under UK law.',
          ng: 'In Lagos, the Domestic and Sexual Violence Agency helps survivors. In other states, ask at a hospital or the police about local support services. A friend, family member or religious leader you trust can also help.',
        },
      ],
      signs: ['in-danger-or-assaulted'],
    },
    {
      heading: 'After rape or sexual assault',
      paragraphs: ['Medical care helps, even if you do not want to tell the police. It can give you:'],
      list: [
        'medicine to prevent pregnancy (emergency contraception), which works best the sooner you take it, up to 5 days after',
        'medicine to prevent HIV (PEP), which must start within 72 hours',
        'tests and treatment for other infections',
        'care for any injuries, and someone to talk to',
      ],
      signs: ['recent-sexual-assault', 'hiv-exposure'],
    },
    {
      heading: 'Evidence and the police',
      paragraphs: [
        {
          uk: 'A SARC (a centre for people who have been sexually assaulted) can also collect evidence and store it while you decide whether to go to the police. If you can, avoid washing or changing your clothes first, but go anyway if you already have. In the UK, rape is a crime even if the person is your husband or partner.',
          ng: 'A hospital, or a centre for survivors of sexual assault (the Mirabel Centre in Lagos is one), can collect evidence and write a medical report for the police. If you can, avoid washing or changing your clothes first, but go anyway if you already have.',
        },
      ],
    },
    {
      heading: 'Staying safer online',
      paragraphs: ['If the person hurting you might check your phone or computer, take care with how you look for help:'],
      list: [
        'use a device they cannot get into, such as a friend’s phone or a computer at work',
        'use private or incognito browsing, which does not save the pages you visit',
        'if you cannot, delete just the pages you want to hide from your browser history afterwards: a history that is suddenly empty can raise suspicion',
        'check your phone for location sharing, and for apps you did not install',
        'change your passwords and PIN on a safe device, and turn on two-step sign-in',
        'check shared accounts, such as a shared email or photo store, which may show your messages and pictures',
      ],
    },
    {
      heading: 'Planning for safety',
      paragraphs: [
        'If you decide to leave, planning helps. Keep important papers, some money, your medicines and a spare phone somewhere safe, or with someone you trust. Agree a code word with a friend, so they know to call for help.',
        'Abuse at home harms children, even when they are not hurt themselves. Getting help for yourself helps them too.',
      ],
    },
  ],
  whenToGetHelp: {
    intro: 'You can ask for help at any time, whether the abuse happened recently or years ago.',
    signs: [
      'in-danger-or-assaulted',
      'self-harm-now',
      'recent-sexual-assault',
      'hiv-exposure',
      'emergency-contraception',
      'self-harm-thoughts',
      'low-mood',
    ],
  },
  references: [
    sources['gov-domestic-abuse'],
    sources['nhs-sexual-assault'],
    {
      title: 'Domestic violence and abuse: multi-agency working (PH50)',
      publisher: 'NICE',
      url: 'https://www.nice.org.uk/guidance/ph50',
    },
    {
      title: 'Domestic Abuse Act 2021',
      publisher: 'legislation.gov.uk',
      url: 'https://www.legislation.gov.uk/ukpga/2021/17/contents',
    },
    sources['who-violence-against-women'],
    sources['naptip-vapp'],
  ],
  review: contentReview,
};
