import { alcoholWhileTrying, higherDoseFolicAcid, vitaminD } from '../../advice';
import { contentReview } from '../../site';
import { sources } from '../../sources';
import type { Article } from '../article';

/** Getting healthy before pregnancy, for both partners: supplements, weight, habits and health checks. */
export const lifestyle: Article = {
  title: 'Getting ready for pregnancy: lifestyle and fertility',
  description:
    'Simple steps for both partners before trying for a baby: folic acid, weight, smoking, alcohol, activity, medicines and health checks.',
  summary:
    'What you do in the months before pregnancy can help you conceive and give your baby a healthy start. The changes are simple and they matter for both partners. Start folic acid, aim for a healthy weight, stop smoking, cut out alcohol, keep active and check any medicines with a doctor. Sperm take about 3 months to develop, so men’s changes take time to show too.',
  sections: [
    {
      heading: 'Folic acid and vitamin D',
      paragraphs: [
        {
          uk: 'Start taking 400 micrograms of folic acid every day when you start trying for a baby. Carry on until you are 12 weeks pregnant. It lowers the risk of problems with the baby’s brain and spine, such as spina bifida.',
          ng: 'Start taking 400 micrograms of folic acid every day when you start trying for a baby. It lowers the risk of problems with the baby’s brain and spine, such as spina bifida.',
        },
        higherDoseFolicAcid,
        'Once you are pregnant, the World Health Organization (WHO) advises 400 micrograms of folic acid with 30 to 60 mg of iron every day throughout pregnancy. This is the standard advice in Nigeria. In the UK, iron is only advised if a blood test shows you need it.',
        vitaminD,
        'Avoid vitamin A (retinol) supplements and cod liver oil if you might become pregnant.',
      ],
    },
    {
      heading: 'A healthy weight',
      paragraphs: [
        'Being very overweight or very underweight can stop you ovulating regularly. Women with a body mass index (BMI) above 29 are likely to take longer to conceive. So are women with a BMI below 19 whose periods are irregular or absent.',
        'Losing even a small amount of weight can help ovulation if you are overweight. If you are underweight, gaining weight can help your periods return.',
        'Weight matters for men too. Men with a BMI of 30 or more are likely to have lower fertility.',
      ],
    },
    {
      heading: 'Eat well',
      paragraphs: [
        'There is no special fertility diet. A balanced diet with plenty of fruit and vegetables, wholegrains, beans and pulses, fish and lean protein supports both partners.',
        'Caffeine has not been shown clearly to affect fertility. But once you are pregnant, keep it to 200 mg a day or less, which is about 2 mugs of instant coffee.',
      ],
    },
    {
      heading: 'Stop smoking',
      paragraphs: [
        'Smoking lowers fertility in women and men. It is linked to miscarriage, early birth and low birth weight. Second-hand smoke harms a baby too, so both partners should stop.',
        {
          uk: 'Free help to stop is available through your GP, a pharmacy or a local NHS stop smoking service. Stop smoking medicines and vapes both raise your chances of quitting.',
          ng: 'Ask a doctor, nurse or pharmacist for help to stop. Support and stop smoking medicines raise your chances of quitting.',
        },
      ],
    },
    {
      heading: 'Alcohol and drugs',
      paragraphs: [
        alcoholWhileTrying,
        'Men should stay within 14 units of alcohol a week, spread over several days. Heavy drinking can lower sperm quality.',
        'Recreational drugs can harm fertility and a developing baby. Anabolic steroids, used for body building, can stop a man making sperm.',
      ],
    },
    {
      heading: 'Keep active',
      paragraphs: [
        'Aim for at least 150 minutes of moderate activity a week, such as brisk walking, cycling or dancing. Add muscle-strengthening activity on 2 days. Being active helps you reach a healthy weight and eases stress.',
        'Very intense training, especially with weight loss, can make periods irregular or stop them. If this happens, ease off and speak to a doctor.',
      ],
    },
    {
      heading: 'Medicines and long-term conditions',
      paragraphs: [
        'Some medicines can affect fertility or harm a developing baby. Examples include some medicines for epilepsy, acne and high blood pressure. Do not stop a medicine on your own, as that can be dangerous. Ask a doctor to review your medicines before you try for a baby.',
        'If you have a long-term condition such as diabetes, epilepsy, high blood pressure, thyroid disease or sickle cell disease, ask for advice before pregnancy. Good control of the condition lowers the risks for you and your baby.',
      ],
    },
    {
      heading: 'Health checks before pregnancy',
      paragraphs: ['Before you start trying, it is worth checking:'],
      list: [
        'that you are protected against rubella (German measles): if not, have the MMR vaccine and wait 1 month before trying to get pregnant',
        'that you are up to date with cervical screening, if you are due',
        'for sexually transmitted infections such as chlamydia, which can damage the fallopian tubes',
        {
          uk: 'whether either partner carries sickle cell or thalassaemia, if these run in your family',
          ng: 'both partners’ genotype, so you know whether your baby could inherit sickle cell disease',
        },
      ],
    },
    {
      heading: 'Stress, sleep and work',
      paragraphs: [
        'Trying for a baby can be stressful, especially if it takes time. Stress may lower your sex drive and make regular sex harder. Sleep, activity, and time together that is not about conceiving can help.',
        'Some jobs expose people to chemicals, radiation or heat that can affect fertility. If you are worried about your work, ask your employer or a doctor.',
        'A man’s testicles work best when slightly cooler than the body. Avoiding long, hot baths and saunas is a sensible step, though the benefit is not certain.',
      ],
    },
  ],
  whenToGetHelp: {
    intro: {
      uk: 'Ask your GP for a pre-pregnancy check if you have a long-term condition or take regular medicines. See a GP if you have been trying for 1 year, or sooner if you are 36 or over or know of a problem.',
      ng: 'Ask a doctor for a pre-pregnancy check if you have a long-term condition or take regular medicines. See a doctor if you have been trying for 1 year, or sooner if you are 36 or over or know of a problem.',
    },
    signs: ['testicle-sudden-pain', 'severe-pain-or-collapse', 'heavy-bleeding-faint', 'possible-ectopic', 'pregnancy-bleeding', 'pelvic-infection', 'testicle-pain'],
  },
  references: [
    sources['who-anc-2016'],
    sources['uk-cmo-alcohol'],
    sources['nice-ng247'],
    {
      title: 'Planning your pregnancy',
      publisher: 'NHS',
      url: 'https://www.nhs.uk/pregnancy/trying-for-a-baby/planning-your-pregnancy/',
    },
    {
      title: 'Fertility problems: assessment and treatment (CG156)',
      publisher: 'NICE',
      url: 'https://www.nice.org.uk/guidance/cg156',
    },
    {
      title: 'How to get pregnant',
      publisher: 'Tommy’s',
      url: 'https://www.tommys.org/pregnancy-information/planning-a-pregnancy/how-to-get-pregnant',
    },
    {
      title: 'Physical activity guidelines: UK Chief Medical Officers’ report',
      publisher: 'GOV.UK (Department of Health and Social Care)',
      url: 'https://www.gov.uk/government/publications/physical-activity-guidelines-uk-chief-medical-officers-report',
    },
    sources['who-iron-folic-acid'],
  ],
  review: contentReview,
};
