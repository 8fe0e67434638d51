/**
 * Queries readers type, as they type them (abbreviations, everyday words, misspellings, each
 * country's own wording), with the page that answers each. search.spec.ts checks that each finds
 * its page in the top three results of the index the site ships. Collected from issue 29 (every
 * example it gives is here) and from the words the lexicon (`readerTerms` in @wh/content) was
 * written for; add a query here when a reader's search misses.
 */

/** One query: the words as typed, the page (path, no anchor) it must find, and on which sites. */
export interface ReaderQuery {
  readonly query: string;
  readonly finds: string;
  /** Both sites when left out. */
  readonly site?: 'uk' | 'ng';
}

export const readerQueries: readonly ReaderQuery[] = [
  // The examples of issue 29.
  { query: 'PND', finds: '/postpartum/mental-health' },
  // Bleeding and pain in early pregnancy, the section that says when it means a miscarriage or an ectopic pregnancy.
  { query: 'bleeding 8 weeks', finds: '/pregnancy/concerns' },
  { query: 'cant sleep', finds: '/pregnancy/trimesters' },
  { query: 'reduced movement', finds: '/pregnancy/concerns' },
  { query: 'bleeding after delivery', finds: '/postpartum/bleeding-after-birth' },
  { query: 'baby not moving', finds: '/pregnancy/concerns' },
  { query: 'period pain', finds: '/gynaecology/menstrual' },
  { query: 'yeast infection', finds: '/gynaecology/conditions' },
  { query: 'high blood pressure', finds: '/pregnancy/pre-eclampsia' },
  { query: 'morning sickness', finds: '/pregnancy/trimesters' },
  { query: 'delivery', finds: '/pregnancy/labour-and-birth' },
  { query: 'antenatal clinic', finds: '/pregnancy/prenatal' },
  { query: 'sugar in pregnancy', finds: '/pregnancy/gestational-diabetes' },
  { query: 'booking', finds: '/pregnancy/prenatal' },
  { query: 'PHC', finds: '/pregnancy/prenatal', site: 'ng' },
  // Abbreviations.
  { query: 'PPH', finds: '/postpartum/bleeding-after-birth' },
  { query: 'IVF', finds: '/fertility/challenges' },
  { query: 'PCOS', finds: '/gynaecology/conditions' },
  { query: 'HG', finds: '/pregnancy/trimesters' },
  { query: 'SPD', finds: '/pregnancy/concerns' },
  { query: 'PGP', finds: '/pregnancy/concerns' },
  { query: 'GDM', finds: '/pregnancy/gestational-diabetes' },
  { query: 'IUD', finds: '/gynaecology/sexual-health' },
  { query: 'HRT', finds: '/gynaecology/menopause' },
  { query: 'STI', finds: '/gynaecology/sexual-health' },
  { query: 'UTI', finds: '/gynaecology/conditions' },
  { query: 'PPD', finds: '/postpartum/mental-health' },
  { query: 'GBS', finds: '/pregnancy/infections' },
  { query: 'ICP', finds: '/pregnancy/concerns' },
  { query: 'c section', finds: '/pregnancy/labour-and-birth' },
  { query: 'TTC', finds: '/fertility/challenges' },
  // Everyday words.
  { query: 'baby moving less', finds: '/pregnancy/concerns' },
  { query: 'spotting in early pregnancy', finds: '/pregnancy/concerns' },
  { query: 'cramps and bleeding 6 weeks pregnant', finds: '/pregnancy/miscarriage-and-ectopic' },
  { query: 'heavy bleeding after birth', finds: '/postpartum/bleeding-after-birth' },
  { query: 'depressed after baby', finds: '/postpartum/mental-health' },
  { query: 'baby blues', finds: '/postpartum/mental-health' },
  { query: 'breast infection', finds: '/postpartum/breastfeeding' },
  { query: 'sore nipples', finds: '/postpartum/breastfeeding' },
  { query: 'stitches', finds: '/postpartum/recovery' },
  { query: 'leaking when i sneeze', finds: '/postpartum/recovery' },
  { query: 'yellow baby', finds: '/postpartum/newborn-care' },
  { query: 'water infection', finds: '/gynaecology/conditions' },
  { query: 'burning when i pee', finds: '/gynaecology/conditions' },
  { query: 'smear test', finds: '/gynaecology/screenings' },
  { query: 'pap smear', finds: '/gynaecology/screenings' },
  { query: 'morning after pill', finds: '/gynaecology/sexual-health' },
  { query: 'hot flushes', finds: '/gynaecology/menopause' },
  { query: 'hot flashes', finds: '/gynaecology/menopause' },
  { query: 'heavy periods', finds: '/gynaecology/menstrual' },
  { query: 'late period', finds: '/gynaecology/menstrual' },
  { query: 'cant get pregnant', finds: '/fertility/challenges' },
  { query: 'when am i fertile', finds: '/fertility/ovulation' },
  { query: 'itchy hands and feet pregnant', finds: '/pregnancy/concerns' },
  { query: 'waters broken', finds: '/pregnancy/labour-and-birth' },
  { query: 'low iron', finds: '/pregnancy/nutrition' },
  { query: 'domestic violence', finds: '/gynaecology/abuse-and-violence' },
  { query: 'female circumcision', finds: '/gynaecology/fgm' },
  { query: 'termination of pregnancy', finds: '/gynaecology/abortion-care' },
  { query: 'fibroids', finds: '/gynaecology/conditions' },
  { query: 'lump in breast', finds: '/gynaecology/screenings' },
  { query: 'throwing up pregnant', finds: '/pregnancy/trimesters' },
  { query: 'tired after birth', finds: '/postpartum/recovery' },
  { query: 'headache pregnant', finds: '/pregnancy/concerns' },
  { query: 'blurred vision pregnancy', finds: '/pregnancy/concerns' },
  { query: 'how many weeks am i', finds: '/tools/due-date-calculator' },
  { query: 'my baby is not moving much', finds: '/pregnancy/concerns' },
  { query: 'swollen feet', finds: '/pregnancy/concerns' },
  { query: 'AS genotype', finds: '/pregnancy/sickle-cell' },
  { query: 'breastfeeding with hiv', finds: '/postpartum/breastfeeding' },
  // Misspellings and other spellings.
  { query: 'preclampsia', finds: '/pregnancy/pre-eclampsia' },
  { query: 'misscarriage', finds: '/pregnancy/miscarriage-and-ectopic' },
  { query: 'miscarrage', finds: '/pregnancy/miscarriage-and-ectopic' },
  { query: 'anemia', finds: '/pregnancy/nutrition' },
  { query: 'mastitus', finds: '/postpartum/breastfeeding' },
  { query: 'endometriosis', finds: '/gynaecology/conditions' },
  { query: 'endometriossis', finds: '/gynaecology/conditions' },
  { query: 'menapause', finds: '/gynaecology/menopause' },
  { query: 'cesarean', finds: '/pregnancy/labour-and-birth' },
  { query: 'ectopic pregnacy', finds: '/pregnancy/miscarriage-and-ectopic' },
  { query: 'gestational diabetis', finds: '/pregnancy/gestational-diabetes' },
  { query: 'postpartum hemorrhage', finds: '/postpartum/bleeding-after-birth' },
  { query: 'post natal depression', finds: '/postpartum/mental-health' },
  { query: 'can’t sleep', finds: '/pregnancy/trimesters' },
  // Weeks: a number of weeks is the stage of a pregnancy.
  { query: '8 weeks pregnant', finds: '/pregnancy/week-by-week/8' },
  { query: '14 weeks', finds: '/pregnancy/week-by-week/14' },
  { query: 'spotting at 7 weeks', finds: '/pregnancy/concerns' },
  { query: 'tummy pain 10 weeks', finds: '/pregnancy/concerns' },
  { query: 'headache 30 weeks', finds: '/pregnancy/concerns' },
  { query: 'bleeding 6 weeks after birth', finds: '/postpartum/bleeding-after-birth' },
  // Each country's own wording.
  { query: 'family planning after delivery', finds: '/postpartum/contraception', site: 'ng' },
  { query: 'postinor', finds: '/gynaecology/sexual-health', site: 'ng' },
  { query: 'malaria in pregnancy', finds: '/pregnancy/malaria' },
  { query: 'fever in pregnancy', finds: '/pregnancy/malaria', site: 'ng' },
  { query: 'genotype', finds: '/pregnancy/sickle-cell' },
  { query: 'SS pregnancy', finds: '/pregnancy/sickle-cell', site: 'ng' },
  { query: 'low PCV', finds: '/pregnancy/nutrition', site: 'ng' },
  { query: 'CS delivery', finds: '/pregnancy/labour-and-birth', site: 'ng' },
  { query: 'labour pains', finds: '/pregnancy/labour-and-birth' },
  { query: 'booking appointment', finds: '/pregnancy/prenatal', site: 'uk' },
  { query: 'dating scan', finds: '/pregnancy/prenatal', site: 'uk' },
  { query: 'ultrasound scan', finds: '/pregnancy/prenatal' },
  { query: 'antenatal booking', finds: '/pregnancy/prenatal', site: 'ng' },
  { query: 'mother to child HIV', finds: '/pregnancy/infections' },
];
