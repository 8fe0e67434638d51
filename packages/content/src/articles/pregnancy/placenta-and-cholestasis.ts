import { reviewed } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/**
 * Placenta problems and bleeding in later pregnancy (a low-lying placenta and placenta praevia,
 * placental abruption: RCOG Green-top Guidelines 27a and 63) and intrahepatic cholestasis of pregnancy
 * (RCOG Green-top Guideline 43, 2022). Nigeria: a hospital that can give blood and operate, blood
 * donors arranged in advance, and the bile acid test not offered everywhere.
 */
export const placentaAndCholestasis: Article = {
  title: 'Placenta problems, bleeding in later pregnancy and obstetric cholestasis',
  description:
    'A low-lying placenta, placenta praevia and placental abruption, why bleeding after 24 weeks needs checking, and the liver condition obstetric cholestasis.',
  summary:
    'The placenta joins your baby to your blood supply. Most of the time it works well, but sometimes it lies low in the womb or comes away too early. These problems can cause bleeding in later pregnancy, and they need care in hospital. This page also explains obstetric cholestasis, a liver condition that causes itching. Knowing the signs helps you get care in time.',
  sections: [
    {
      heading: 'Bleeding in later pregnancy',
      paragraphs: [
        'Bleeding from the vagina after about 24 weeks is called antepartum haemorrhage. It can be light or heavy, with or without pain. Sometimes it comes from the cervix (the neck of the womb), which is soft in pregnancy and can bleed after sex or an internal check. But it can also come from the placenta, and that can be serious for you and your baby.',
        'So any bleeding in later pregnancy needs to be checked, even if it stops. Do not put anything in your vagina, such as a tampon, and do not have sex until you have been checked.',
      ],
      signs: ['pregnancy-heavy-bleeding', 'pregnancy-bleeding'],
    },
    {
      heading: 'A low-lying placenta',
      paragraphs: [
        {
          uk: 'Your 20-week scan shows where the placenta is. In some women it is low in the womb, near or over the cervix. This is called a low-lying placenta. In most, it moves up as the womb grows. You will be offered another scan at 32 weeks to check.',
          ng: 'An ultrasound scan in mid-pregnancy shows where the placenta is. In some women it is low in the womb, near or over the cervix. This is called a low-lying placenta. In most, it moves up as the womb grows. If yours is low, ask for another scan at about 32 weeks to check.',
        },
        'If the placenta still covers the cervix later in pregnancy, it is called placenta praevia. It can cause sudden bleeding, often with no pain. Your baby will usually need to be born by caesarean, often at about 36 to 37 weeks.',
        {
          uk: 'If you have placenta praevia, your team will talk to you about when to come in, and whether to avoid sex. If you have had a caesarean before, they will check whether the placenta has grown into the scar. This is called placenta accreta, and it needs a specialist team for the birth.',
          ng: 'If you have placenta praevia, plan to give birth in a hospital that can do a caesarean and give blood, and not at home or in a small clinic. Plan how you would get there quickly, at any hour. Some women are advised to stay near the hospital, or in it, from about 34 weeks. If you have had a caesarean before, ask whether the placenta has grown into the scar (placenta accreta).',
        },
      ],
    },
    {
      heading: 'Placental abruption',
      paragraphs: [
        'In a placental abruption, the placenta starts to come away from the wall of the womb before your baby is born. It usually causes sudden, constant pain, and the womb can feel hard. There may be bleeding from the vagina, but the blood can also stay hidden inside. It can take away your baby’s oxygen and cause heavy blood loss for you.',
        'It is more likely if you have high blood pressure or pre-eclampsia, if you smoke or take cocaine, if you have had one before, or after a blow to your tummy. A road accident, a fall or being hit can all cause it.',
        'Depending on how bad it is and how many weeks pregnant you are, your baby may need to be born quickly. A mild abruption may be watched closely in hospital.',
      ],
      signs: ['later-pregnancy-tummy-pain', 'pregnancy-injury'],
    },
    {
      heading: 'Getting ready, in case you need blood',
      paragraphs: [
        {
          uk: 'If you bleed heavily, the hospital can give you a blood transfusion. If your blood group is rhesus negative, you may need an anti-D injection after any bleeding, to protect this baby and future ones.',
          ng: 'Know your blood group. Many hospitals ask the family to find blood donors, so agree with 2 or 3 healthy relatives or friends that they will donate if you need it. If your blood group is rhesus negative, ask whether you need an anti-D injection after any bleeding. It protects this baby and future ones.',
        },
      ],
    },
    {
      heading: 'Obstetric cholestasis',
      paragraphs: [
        'Intrahepatic cholestasis of pregnancy, also called obstetric cholestasis, is a liver condition. It stops bile from flowing properly, so bile acids build up in your blood. It usually starts after 28 weeks. The main sign is itching, often on the palms of the hands and the soles of the feet, with no rash. It can keep you awake at night.',
        {
          uk: 'Itching is common in pregnancy and is usually harmless. But itching without a rash needs a blood test of your bile acids and liver. The test may need to be repeated if the itch goes on.',
          ng: 'Itching is common in pregnancy and is usually harmless. But itching without a rash needs a blood test of your bile acids and liver. Not every laboratory can do the bile acid test. If your clinic cannot, ask to be sent to a hospital that can, and ask what it will cost.',
        },
        'Cholestasis can be uncomfortable for you. For the baby, the main worry is a higher risk of stillbirth when bile acid levels are very high. This is why your care depends on your result.',
      ],
      signs: ['pregnancy-itching'],
    },
    {
      heading: 'Treatment for cholestasis',
      paragraphs: [
        'Cool baths and creams with menthol can ease the itch. Some women are given a medicine called ursodeoxycholic acid. It may help the itch a little, but it does not lower the risk for the baby.',
        'If your bile acid level is very high, you may be offered an earlier birth, from 35 to 36 weeks. With lower levels, the birth is usually planned for 38 to 40 weeks. You will be offered extra checks of your liver until then. Keep feeling for your baby’s movements.',
        'Cholestasis goes away after the birth. Your liver test is usually checked again a few weeks later. It often comes back in a later pregnancy, so tell your team early next time.',
      ],
    },
  ],
  whenToGetHelp: {
    intro: 'Bleeding, pain and changes in your baby’s movements in later pregnancy all need checking, even if they stop.',
    signs: [
      'pregnancy-heavy-bleeding',
      'later-pregnancy-tummy-pain',
      'pregnancy-bleeding',
      'pregnancy-injury',
      'reduced-movements',
      'pregnancy-itching',
    ],
  },
  references: [
    sources['rcog-gtg63'],
    {
      title: 'Placenta praevia and placenta accreta: diagnosis and management (Green-top Guideline No. 27a)',
      publisher: 'RCOG',
      url: 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/placenta-praevia-and-placenta-accreta-diagnosis-and-management-green-top-guideline-no-27a/',
    },
    sources['rcog-gtg43'],
    sources['nhs-cholestasis'],
    sources['nhs-bleeding-pregnancy'],
    sources['who-mcpc'],
    sources['who-emergency-obstetric-care'],
    sources['who-anc-2016'],
  ],
  review: reviewed('2026-11-27'),
};
