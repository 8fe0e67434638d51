import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Sexual health: STIs, testing, protection, contraception, emergency contraception, consent and sexual wellbeing. */
export const sexualHealth: Article = {
  title: 'Sexual health: infections, contraception and wellbeing',
  description:
    'How to avoid sexually transmitted infections, where to get tested, choosing contraception, emergency contraception and help after sexual assault.',
  summary:
    'Good sexual health means sex that is safe, wanted and free from harm. Sexually transmitted infections (STIs) are common and often have no symptoms, so regular testing matters. Most STIs are easy to treat. Condoms protect against most infections, and there are many choices of contraception. If something goes wrong, such as a split condom, emergency contraception can still prevent pregnancy, and it works better the earlier you use it.',
  sections: [
    {
      heading: 'Sexually transmitted infections',
      paragraphs: [
        'STIs pass from person to person during sex. This can be vaginal, anal or oral sex, or close contact between genitals. Common ones include chlamydia, gonorrhoea, syphilis, genital herpes, genital warts, trichomoniasis, HIV and hepatitis B.',
        'Many people with an STI have no symptoms at all. When there are symptoms, they can include:',
      ],
      list: [
        'unusual discharge from the vagina',
        'pain or a burning feeling when you pee',
        'bleeding after sex, or when you are not on your period',
        'pain in the lower tummy, or pain during sex',
        'sores, blisters, lumps or itching around the genitals or anus',
        'a rash, often on the hands or feet, with some infections such as syphilis',
      ],
    },
    {
      heading: 'Why treatment matters',
      paragraphs: [
        'Without treatment, chlamydia and gonorrhoea can spread to the womb and the tubes. This is called pelvic inflammatory disease. It can cause pelvic pain that lasts, an ectopic pregnancy, or trouble getting pregnant. Syphilis and HIV can pass to a baby in pregnancy. That is why you are tested for them in antenatal care.',
        'Antibiotics cure chlamydia, gonorrhoea and syphilis. Herpes and HIV cannot be cured, but treatment controls them well. Tell recent partners so they can be tested too. Do not have sex until you have both finished treatment and been told it is safe.',
      ],
    },
    {
      heading: 'Getting tested',
      paragraphs: [
        'Get tested if you have symptoms, if you have a new partner, if a condom split, or if a partner has an STI. Tests are usually a urine sample, a swab you can often take yourself, or a blood test.',
        {
          uk: 'In the UK, sexual health clinics are free and confidential, and you do not need to see a GP first. Many areas offer free home testing kits. If you are a woman under 25 and sexually active in England, a chlamydia test every year, and when you change partner, is advised.',
          ng: 'In Nigeria, HIV testing is free at many government hospitals and primary health care centres. Hospitals and some clinics also test for other STIs. Your result is private, and you can ask how it will be kept confidential.',
        },
      ],
    },
    {
      heading: 'Protecting yourself',
      paragraphs: [
        'Condoms, used every time and put on before any genital contact, protect against most STIs and against pregnancy. Internal (female) condoms are another option.',
        'Vaccines protect against HPV, which causes genital warts and most cervical cancers, and against hepatitis B.',
        {
          uk: 'If you are at higher risk of HIV, pre-exposure prophylaxis (PrEP) tablets prevent infection. PrEP is free from sexual health clinics in the UK.',
          ng: 'If you are at higher risk of HIV, pre-exposure prophylaxis (PrEP) tablets prevent infection. Ask at an HIV clinic or a hospital whether you can get PrEP.',
        },
        'Post-exposure prophylaxis (PEP) is medicine that can stop HIV taking hold after sex that could have passed it on, for example without a condom with someone who may have HIV. PEP only works if it is started within 3 days (72 hours) of sex.',
        'A person with HIV who takes treatment and has an undetectable amount of virus in their blood cannot pass HIV on through sex.',
      ],
    },
    {
      heading: 'Choosing contraception',
      paragraphs: [
        'There are many methods, and the best one is the one that suits you. The most effective are those you do not have to remember:',
      ],
      list: [
        'the implant, hormone coil (IUS) and copper coil (IUD) are all more than 99% effective and last for years',
        'the injection is more than 99% effective if you have it on time, every 8 to 13 weeks depending on the type',
        'the pill, patch and ring are more than 99% effective with perfect use, but about 91% with typical use, because doses get missed',
        'male condoms are 98% effective with perfect use, but about 82% with typical use',
        'sterilisation is permanent and suits people who are sure they want no more children',
      ],
    },
    {
      heading: 'Emergency contraception',
      paragraphs: [
        'Emergency contraception can prevent pregnancy after sex with no contraception, or when a method has let you down. The earlier you use it, the better it works.',
      ],
      list: [
        'a copper coil fitted within 5 days of sex is the most effective method of emergency contraception, and then keeps working as contraception',
        'the levonorgestrel pill must be taken within 3 days (72 hours) of sex',
        'the ulipristal acetate pill must be taken within 5 days (120 hours) of sex',
        'the levonorgestrel pill works less well if your BMI is over 26 or you weigh more than 70 kg. Then the ulipristal pill, a double dose of levonorgestrel, or the copper coil are better choices. The coil works best',
        {
          uk: 'you can get emergency contraception from sexual health clinics, many pharmacies and GP surgeries, often free',
          ng: 'you can get emergency contraception from pharmacies, family planning clinics and hospitals',
        },
      ],
    },
    {
      heading: 'Consent and safety',
      paragraphs: [
        'Sex should always be something you both freely agree to. You can change your mind at any time. Someone who is drunk, asleep or pressured cannot give consent.',
        'If you have been sexually assaulted, it was not your fault. The box below says where to get care. You do not have to report it to the police to be cared for. Care includes emergency contraception, PEP, STI tests and support.',
      ],
      signs: ['in-danger-or-assaulted', 'recent-sexual-assault'],
    },
    {
      heading: 'Sexual wellbeing',
      paragraphs: [
        'Pain during sex, vaginal dryness, low desire or tight muscles that make sex difficult are common. They often have treatable causes, such as infections, hormone changes after childbirth or the menopause, or anxiety. A water-based lubricant, vaginal moisturisers or a local hormone cream can help with dryness.',
        'If you have had female genital mutilation (FGM) and have pain or problems with sex, peeing, periods or childbirth, specialist care is available. FGM is illegal in both the UK and Nigeria.',
      ],
    },
  ],
  whenToGetHelp: {
    intro: {
      uk: 'Visit a sexual health clinic or your GP if you have symptoms of an STI or want advice. Some situations need faster help.',
      ng: 'Visit a hospital, HIV clinic or family planning clinic if you have symptoms of an STI or want advice. Some situations need faster help.',
    },
    signs: [
      'in-danger-or-assaulted',
      'severe-pain-or-collapse',
      'heavy-bleeding-faint',
      'hiv-exposure',
      'emergency-contraception',
      'pelvic-infection',
      'genital-sores',
    ],
  },
  references: [
    sources['fsrh-emergency-contraception'],
    sources['nhs-stis'],
    sources['nhs-contraception'],
    sources['who-stis'],
    sources['who-family-planning'],
    sources['nhs-emergency-contraception'],
  ],
  review: contentReview,
};
