/**
 * The medical glossary (/tools/glossary). It holds at least the spec's eight
 * terms; British spellings lead, with the spec's US spelling kept as an
 * alternative so a search for either finds the term.
 */

import { weeksOfTrimester } from './trimesterWeeks';
import type { GlossaryTerm } from './types';

export const glossary: readonly GlossaryTerm[] = [
  {
    term: 'Amenorrhoea',
    alsoKnownAs: ['Amenorrhea'],
    definition: 'Having no periods. It is normal in pregnancy, while breastfeeding and after the menopause. Otherwise, periods that stop for 3 months or more should be checked by a doctor.',
  },
  {
    term: 'Antenatal',
    alsoKnownAs: ['Prenatal care'],
    definition: 'Before birth. Antenatal care is the check-ups and tests you are offered during pregnancy.',
  },
  {
    term: 'Anti-D',
    alsoKnownAs: ['Anti-D injection'],
    definition: 'An injection offered in pregnancy to women whose blood is rhesus negative. It stops the body making antibodies that could harm a future baby whose blood is rhesus positive.',
  },
  {
    term: 'Aqua-natal class',
    alsoKnownAs: ['Aquanatal', 'Aqua-natal'],
    definition: 'A gentle exercise class in a swimming pool for pregnant women, led by a trained instructor. The water supports your weight.',
  },
  {
    term: 'Braxton Hicks contractions',
    alsoKnownAs: ['Practice contractions'],
    definition: 'Tightenings of the womb that come and go in later pregnancy. They are usually painless and irregular, unlike labour contractions.',
  },
  {
    term: 'Cervix',
    alsoKnownAs: [],
    definition: 'The neck of the womb, at the top of the vagina. It opens during labour to let the baby out.',
  },
  {
    term: 'Colostrum',
    alsoKnownAs: [],
    definition: 'The first breast milk. It is thick and yellow, made in small amounts and full of protection against infection.',
  },
  {
    term: 'Ectopic pregnancy',
    alsoKnownAs: [],
    definition: 'A pregnancy that grows outside the womb, usually in a fallopian tube. It cannot continue and can cause dangerous bleeding inside the body.',
  },
  {
    term: 'Edwards’ syndrome',
    alsoKnownAs: ['Edwards syndrome', 'Trisomy 18'],
    definition: 'A rare condition caused by an extra copy of chromosome 18. It affects how a baby grows and develops, and many babies with it do not survive long. Screening for it can be offered in pregnancy.',
  },
  {
    term: 'Endometriosis',
    alsoKnownAs: [],
    definition: 'A long-term condition where tissue like the lining of the womb grows elsewhere, such as on the ovaries. It can cause painful periods, pain during sex and difficulty getting pregnant.',
  },
  {
    term: 'Episiotomy',
    alsoKnownAs: [],
    definition: 'A cut made by a midwife or doctor in the area between the vagina and anus during birth, to make more room for the baby. It is stitched afterwards.',
  },
  {
    term: 'Fertile window',
    alsoKnownAs: [],
    definition: 'The days in each cycle when sex can lead to pregnancy: about 6 days, the 5 days before ovulation and the day of ovulation.',
  },
  {
    term: 'HPV (human papillomavirus)',
    alsoKnownAs: ['HPV'],
    definition: 'A very common virus passed on through skin contact during sex. Some high-risk types can cause changes in the cervix that may lead to cancer. Screening and vaccination protect against this.',
  },
  {
    term: 'IPTp',
    alsoKnownAs: ['Intermittent preventive treatment of malaria in pregnancy', 'SP', 'Sulfadoxine-pyrimethamine'],
    definition: 'Intermittent preventive treatment of malaria in pregnancy. Where malaria is common, such as Nigeria, doses of a medicine called sulfadoxine-pyrimethamine (SP) are given at antenatal visits from the second trimester. It is not given with co-trimoxazole.',
  },
  {
    term: 'Lochia',
    alsoKnownAs: [],
    definition: 'The bleeding from the vagina after birth. It is heavy at first and usually stops by about 6 weeks.',
  },
  {
    term: 'Mastitis',
    alsoKnownAs: [],
    definition: 'Inflammation of the breast, causing a painful, hot, swollen area and sometimes a fever. It is most common while breastfeeding.',
  },
  {
    term: 'Menopause',
    alsoKnownAs: [],
    definition: 'The time when periods stop for good because the ovaries make less oestrogen. It is confirmed after 12 months with no period.',
  },
  {
    term: 'Ovulation',
    alsoKnownAs: [],
    definition: 'When an ovary releases an egg. It usually happens once a cycle, 10 to 16 days before the next period.',
  },
  {
    term: 'Patau’s syndrome',
    alsoKnownAs: ['Patau syndrome', 'Trisomy 13'],
    definition: 'A rare condition caused by an extra copy of chromosome 13. It affects how a baby grows and develops, and many babies with it do not survive long. Screening for it can be offered in pregnancy.',
  },
  {
    term: 'PCOS (polycystic ovary syndrome)',
    alsoKnownAs: ['PCOS', 'Polycystic ovary syndrome'],
    definition: 'A common condition affecting how the ovaries work. It can cause irregular periods, extra hair growth, spots and difficulty getting pregnant.',
  },
  {
    term: 'Perimenopause',
    alsoKnownAs: [],
    definition: 'The years before the menopause when hormone levels change, periods become irregular and symptoms such as hot flushes often begin.',
  },
  {
    term: 'Postpartum',
    alsoKnownAs: ['Postnatal'],
    definition: 'The time after giving birth. It is often taken to mean the first 6 weeks, but recovery can take much longer.',
  },
  {
    term: 'Pre-eclampsia',
    alsoKnownAs: [],
    definition: 'A condition in the second half of pregnancy or soon after birth, with high blood pressure and protein in the urine. Signs include a bad headache, vision problems and sudden swelling.',
  },
  {
    term: 'Prenatal',
    alsoKnownAs: [],
    definition: 'Before birth. It means the same as antenatal, which is the word more often used in the UK and Nigeria.',
  },
  {
    term: 'Progestogen',
    alsoKnownAs: ['Progestin'],
    definition: 'A man-made form of the hormone progesterone, used in many kinds of contraception (such as the progestogen-only pill, the implant and the hormonal coil) and in some treatments for heavy periods.',
  },
  {
    term: 'Rhesus (RhD) status',
    alsoKnownAs: ['Rhesus', 'Rhesus negative', 'Rhesus positive', 'RhD'],
    definition: 'Whether your red blood cells carry a protein called RhD. Most people do (rhesus positive). If you do not (rhesus negative), you may be offered anti-D injections in pregnancy.',
  },
  {
    term: 'Sepsis',
    alsoKnownAs: ['Septicaemia', 'Blood poisoning'],
    definition: 'The body’s severe reaction to an infection, which can damage organs. Signs include feeling very unwell, a high or very low temperature, fast breathing, confusion and pale, blue or blotchy skin.',
  },
  {
    term: 'Trimester',
    alsoKnownAs: [],
    definition: `One of the three stages of pregnancy: ${weeksOfTrimester(1)}, ${weeksOfTrimester(2)} and ${weeksOfTrimester(3)}.`,
  },
];

/**
 * Finds glossary terms whose name, other spellings or definition contain the
 * text, ignoring case. Empty text returns every term.
 *
 * @example
 * searchGlossary('amenorrhea').map((t) => t.term); // ['Amenorrhoea']
 * searchGlossary('').length === glossary.length; // true
 */
export function searchGlossary(text: string): readonly GlossaryTerm[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return glossary;
  return glossary.filter((entry) =>
    [entry.term, ...entry.alsoKnownAs, entry.definition].some((field) => field.toLowerCase().includes(needle)),
  );
}

/**
 * The message shown when a glossary search finds nothing (SPEC.md section 8).
 *
 * @example
 * glossaryNoMatchMessage('xyz'); // 'No terms found matching "xyz". Try a different search term.'
 */
export function glossaryNoMatchMessage(text: string): string {
  return `No terms found matching "${text}". Try a different search term.`;
}
