import { contentReview } from '../../site';
import type { Article } from '../article';
import { sources } from '../../sources';

/** Difficulty getting pregnant: how common it is, causes, tests, treatment and support. */
export const challenges: Article = {
  title: 'When getting pregnant takes longer',
  description:
    'How long conception usually takes, when to ask for help, the common causes of fertility problems in women and men, and the tests and treatments.',
  summary:
    'Most couples get pregnant within a year, but some need longer or need help. Fertility problems are common and affect men as often as women. Many can be treated. See a doctor if you have been trying for a year, or sooner if you are 36 or over or know of a problem. Both partners should be checked.',
  sections: [
    {
      heading: 'How long it usually takes',
      paragraphs: [
        'If the woman is under 40, more than 80% of couples who have regular sex without contraception get pregnant within a year. About half of the rest get pregnant in the second year.',
        '"Regular sex" means every 2 to 3 days. You do not need to time sex around ovulation, and trying to do so can add stress.',
        'Fertility falls with age, for women more steeply from the mid-30s. Age matters for men too, but less.',
      ],
    },
    {
      heading: 'When to ask for help',
      paragraphs: [
        {
          uk: 'See a GP if you have been trying for 1 year without getting pregnant. Go sooner if the woman is 36 or over, or if either of you has a known problem. Examples are irregular or absent periods, past pelvic infection, endometriosis, cancer treatment, or an injury to the testicles.',
          ng: 'See a doctor if you have been trying for 1 year without getting pregnant. Go sooner if the woman is 36 or over, or if either of you has a known problem. Examples are irregular or absent periods, past pelvic infection, endometriosis, cancer treatment, or an injury to the testicles.',
        },
        'Go together if you can. Tests for both partners are needed to find the cause.',
      ],
    },
    {
      heading: 'Common causes in women',
      paragraphs: ['The main causes of fertility problems in women are:'],
      list: [
        'not ovulating regularly, most often because of polycystic ovary syndrome (PCOS), thyroid problems, or being very underweight or overweight',
        'blocked or damaged fallopian tubes, often after an infection such as chlamydia or gonorrhoea',
        'endometriosis, where tissue like the womb lining grows elsewhere in the pelvis',
        'fibroids, which are non-cancerous growths in the womb, when they change its shape',
        'the ovaries stopping working early, before the age of 40 (premature ovarian insufficiency)',
      ],
    },
    {
      heading: 'Common causes in men',
      paragraphs: [
        'A problem with sperm is found in many couples who have trouble conceiving. So men should be checked as well as women.',
        'Causes include a low number of sperm, sperm that do not move well, or sperm with an unusual shape. Other causes include past infections, a swelling of the veins around the testicles, hormone problems, some medicines, and heavy drinking, smoking or drug use. Anabolic steroids can stop sperm being made.',
        'In about 1 in 4 couples, no cause is found after testing. This is called unexplained infertility. Many of these couples still conceive in time or with treatment.',
      ],
    },
    {
      heading: 'Tests you may be offered',
      paragraphs: [
        'The doctor will ask about your health, periods, sex life, medicines and lifestyle, and may examine you both.',
        'Common first tests include:',
      ],
      list: [
        'a blood test about 7 days before your period is due, to check whether you ovulated',
        'other blood tests for hormones, such as thyroid hormones',
        'a test for chlamydia',
        'a semen analysis for the man, which looks at the number, movement and shape of sperm',
        'an ultrasound scan of the womb and ovaries',
        'a test to check whether the fallopian tubes are open, using an X-ray or a scan with dye',
      ],
    },
    {
      heading: 'Treatments',
      paragraphs: [
        'Treatment depends on the cause, the woman’s age and how long you have been trying. Options include:',
      ],
      list: [
        'medicines to help you ovulate, for example for PCOS',
        'surgery, for example to treat endometriosis or remove some fibroids',
        'intrauterine insemination (IUI), where sperm are placed directly in the womb',
        'in vitro fertilisation (IVF), where eggs are fertilised in a laboratory and an embryo is placed in the womb',
        'treatment with donor eggs or sperm',
      ],
    },
    {
      heading: 'Getting treatment',
      paragraphs: [
        {
          uk: 'A GP can start tests and refer you to a specialist fertility clinic. NICE recommends up to 3 full cycles of IVF on the NHS for women under 40 who have not conceived after 2 years of trying. Access to NHS IVF varies by area. Ask your GP what your local rules are.',
          ng: 'A doctor at a hospital can start tests and refer you to a fertility specialist. Fertility clinics in Nigeria are mostly in teaching hospitals and private centres, and IVF is often costly. Ask for clear costs before you start, and check that the clinic and its doctors are properly registered.',
        },
        'Be wary of any clinic, product or remedy that promises a guaranteed pregnancy. No honest treatment can promise that.',
      ],
    },
    {
      heading: 'Looking after your wellbeing',
      paragraphs: [
        'Fertility problems can bring grief, anger, guilt and strain on a relationship. These feelings are common and valid. Infertility is no one’s fault.',
        {
          uk: 'Counselling is offered at fertility clinics. Talking to others in the same position, through a charity or support group, can also help.',
          ng: 'Women are often blamed for infertility, but men are just as likely to be affected. Counselling and support groups, often linked to hospitals, can help you both.',
        },
      ],
      signs: ['self-harm-thoughts', 'low-mood'],
    },
  ],
  whenToGetHelp: {
    intro: {
      uk: 'Book a GP appointment when you reach 1 year of trying, or sooner if you are 36 or over or have a known problem. Some symptoms need faster help.',
      ng: 'See a doctor when you reach 1 year of trying, or sooner if you are 36 or over or have a known problem. Some symptoms need faster help.',
    },
    signs: ['severe-pain-or-collapse', 'heavy-bleeding-faint', 'possible-ectopic', 'pregnancy-bleeding', 'pelvic-infection', 'ovarian-hyperstimulation', 'low-mood'],
  },
  references: [
    {
      title: 'Infertility',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/conditions/infertility/',
    },
    {
      title: 'Fertility problems: assessment and treatment (CG156)',
      publisher: 'NICE',
      url: 'https://www.nice.org.uk/guidance/cg156',
    },
    sources['who-infertility'],
    sources['nhs-ivf'],
    sources['who-pcos'],
    sources['who-endometriosis'],
    sources['who-stis'],
  ],
  review: contentReview,
};
