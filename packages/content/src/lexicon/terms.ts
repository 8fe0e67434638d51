/**
 * The lexicon: the words readers use, and where the site answers them. Readers type "PND", "baby
 * not moving", "cant sleep" or, in Nigeria, "bleeding after delivery"; the pages say "postnatal
 * depression", "your baby's movements", "poor sleep" and "after birth". The site search reads
 * this (each term's words are indexed on the page that answers it; `sameWords` widen a query
 * word), and so does the A to Z (each named term is an entry, linking to its answer).
 *
 * Keep it to readers' words: a term's `name` is how the A to Z lists it, `says` what people type
 * for it (abbreviations, everyday words, misspellings fuzzy matching does not forgive), and its
 * `href` the page or section that answers it. A new page needs no entry here to be found by its own
 * words; add one when a reader's words miss it (and add the query to the e2e query list).
 */

import type { Localized } from '../primitives';
import type { ReaderTerm } from './types';

/** Words both countries' readers type, with those only one country's readers type. */
function readersSay(both: readonly string[], only: { readonly uk?: readonly string[]; readonly ng?: readonly string[] }): Localized<readonly string[]> {
  return { uk: [...both, ...(only.uk ?? [])], ng: [...both, ...(only.ng ?? [])] };
}

export const readerTerms: readonly ReaderTerm[] = [
  // Pregnancy
  {
    name: 'Anaemia (low iron)',
    says: readersSay(['anemia', 'low iron', 'iron deficiency', 'low haemoglobin', 'low hb', 'low blood count'], { ng: ['low blood', 'low PCV', 'PCV'] }),
    href: '/pregnancy/anaemia',
  },
  {
    name: 'Bleeding in early pregnancy',
    says: ['bleeding early pregnancy', 'spotting', 'spotting in pregnancy', 'bleeding while pregnant', 'bleeding first trimester', 'brown discharge pregnant'],
    href: '/pregnancy/concerns#bleeding-and-pain-in-early-pregnancy',
  },
  {
    name: 'Miscarriage',
    says: ['miscarrage', 'miscarridge', 'losing the baby', 'lost the baby', 'pregnancy loss', 'bleeding and cramps pregnant'],
    href: '/pregnancy/miscarriage-and-ectopic#miscarriage',
  },
  {
    name: 'Ectopic pregnancy',
    says: ['ectopic', 'eptopic', 'tubal pregnancy', 'pregnancy in the tube'],
    href: '/pregnancy/miscarriage-and-ectopic#ectopic-pregnancy',
  },
  {
    name: 'Molar pregnancy',
    says: ['hydatidiform mole', 'mole pregnancy'],
    href: '/pregnancy/miscarriage-and-ectopic#molar-pregnancy',
  },
  {
    name: 'Baby not moving as much (reduced movements)',
    says: [
      'reduced movements',
      'reduced fetal movements',
      'RFM',
      'baby not moving',
      'baby moving less',
      'less movement',
      'no movement',
      'baby not kicking',
      'baby quiet',
      'fetal movements',
      'foetal movements',
      'baby kicks',
    ],
    href: '/pregnancy/concerns#changes-in-your-babys-movements',
  },
  {
    name: 'Pre-eclampsia',
    says: ['preeclampsia', 'PET', 'toxaemia', 'toxemia', 'protein in urine', 'eclampsia'],
    href: '/pregnancy/pre-eclampsia',
  },
  {
    name: 'High blood pressure in pregnancy',
    says: ['high blood pressure', 'hypertension', 'high BP', 'BP'],
    href: '/pregnancy/pre-eclampsia',
  },
  {
    name: { uk: 'Gestational diabetes', ng: 'Diabetes in pregnancy (gestational diabetes)' },
    says: readersSay(['GDM', 'diabetes in pregnancy', 'pregnancy diabetes', 'gestational diabetis', 'high blood sugar', 'sugar test', 'glucose test', 'GTT', 'OGTT'], { ng: ['sugar in pregnancy', 'sugar'] }),
    href: '/pregnancy/gestational-diabetes',
  },
  {
    name: 'Morning sickness (feeling or being sick)',
    says: ['morning sickness', 'nausea', 'vomiting', 'feeling sick', 'throwing up', 'sick in pregnancy'],
    href: '/pregnancy/morning-sickness',
  },
  {
    name: 'Severe sickness in pregnancy (hyperemesis gravidarum)',
    says: ['HG', 'hyperemesis', 'cant keep food down', 'cant keep water down', 'vomiting all day'],
    href: '/pregnancy/morning-sickness#hyperemesis-gravidarum',
  },
  {
    name: 'Pelvic pain in pregnancy (pelvic girdle pain, SPD)',
    says: ['SPD', 'PGP', 'pelvic girdle pain', 'symphysis pubis dysfunction', 'pelvis pain', 'hip pain', 'back pain', 'backache'],
    href: '/pregnancy/concerns#common-discomforts-that-are-usually-normal',
  },
  {
    name: 'Heartburn, constipation and other discomforts in pregnancy',
    says: ['heartburn', 'indigestion', 'constipation', 'piles', 'haemorrhoids', 'hemorrhoids', 'swollen feet', 'swollen ankles', 'leg cramps'],
    href: '/pregnancy/concerns#common-discomforts-that-are-usually-normal',
  },
  {
    name: 'Headaches and changes in eyesight in pregnancy',
    says: ['headache', 'headaches', 'bad headache', 'blurred vision', 'blurry vision', 'seeing spots', 'flashing lights'],
    href: '/pregnancy/concerns#pre-eclampsia',
  },
  {
    says: ['how many weeks am i', 'how far along am i', 'EDD', 'due date', 'when is my baby due'],
    href: '/tools/due-date-calculator',
  },
  {
    name: 'Itching in pregnancy (obstetric cholestasis)',
    says: ['ICP', 'OC', 'cholestasis', 'itchy hands and feet', 'itchy palms', 'itchy skin pregnant'],
    href: '/pregnancy/placenta-and-cholestasis#obstetric-cholestasis',
  },
  {
    name: 'Sleep problems in pregnancy',
    says: ['cant sleep', 'insomnia', 'trouble sleeping', 'not sleeping', 'sleepless', 'sleep position'],
    href: '/pregnancy/trimesters',
  },
  {
    name: { uk: 'Signs of labour', ng: 'Signs of labour (labour pains)' },
    says: ['contractions', 'labour pains', 'labor', 'in labour', 'going into labour', 'show', 'waters breaking', 'waters broken', 'water broke'],
    href: '/pregnancy/labour-and-birth#signs-that-labour-is-starting',
  },
  {
    name: 'Induction of labour',
    says: ['induced', 'being induced', 'induction', 'sweep'],
    href: '/pregnancy/labour-and-birth#starting-labour-off-induction',
  },
  {
    name: 'Caesarean birth (C-section)',
    says: readersSay(['c section', 'c-section', 'cesarean', 'caesarian', 'cesarian', 'section'], { ng: ['CS', 'CS delivery', 'operation delivery'] }),
    href: '/pregnancy/labour-and-birth#caesarean-birth',
  },
  {
    name: 'Pain relief in labour',
    says: ['epidural', 'gas and air', 'entonox', 'labour pain relief'],
    href: '/pregnancy/labour-and-birth#pain-relief',
  },
  {
    says: readersSay(['booking', 'booking appointment', 'booking visit', 'first antenatal appointment', 'antenatal clinic', 'antenatal appointment', 'ANC', 'prenatal care', 'check-ups'], { ng: ['antenatal booking', 'register for antenatal', 'PHC', 'primary health centre', 'health centre'] }),
    href: '/pregnancy/prenatal#your-first-appointment',
  },
  {
    says: readersSay(['scan', 'ultrasound', 'ultrasound scan', 'sonogram', 'baby scan'], { uk: ['dating scan', '12 week scan', '20 week scan', 'anomaly scan'] }),
    href: '/pregnancy/prenatal#scans',
  },
  {
    name: 'Folic acid and vitamins in pregnancy',
    says: ['folic', 'folate', 'pregnancy vitamins', 'prenatal vitamins', 'supplements'],
    href: '/pregnancy/nutrition#supplements-what-to-take',
  },
  {
    name: 'Foods to avoid in pregnancy',
    says: ['what not to eat', 'food to avoid', 'unsafe foods', 'can i eat'],
    href: '/pregnancy/nutrition#foods-to-avoid',
  },
  {
    name: 'Malaria in pregnancy',
    says: readersSay(['malaria', 'mosquito net', 'IPTp', 'SP', 'fansidar', 'malaria drugs'], { ng: ['fever in pregnancy', 'fever'] }),
    href: '/pregnancy/malaria',
  },
  {
    name: 'Sickle cell disease in pregnancy',
    says: ['sickle cell', 'sickler', 'genotype', 'SS', 'AS', 'sickle cell crisis'],
    href: '/pregnancy/sickle-cell',
  },
  {
    name: 'HIV in pregnancy',
    says: ['HIV pregnant', 'PMTCT', 'mother to child', 'mother to child transmission'],
    href: '/pregnancy/infections#hiv',
  },
  {
    name: 'Group B strep',
    says: ['GBS', 'strep B', 'group b streptococcus'],
    href: '/pregnancy/infections#group-b-strep',
  },
  { name: 'Hepatitis B in pregnancy', says: ['hep B', 'hepatitis', 'HBV'], href: '/pregnancy/infections#hepatitis-b' },
  { name: 'Syphilis in pregnancy', says: ['syphilis'], href: '/pregnancy/infections#syphilis' },
  {
    name: 'Depression in pregnancy',
    says: ['antenatal depression', 'prenatal depression', 'depressed pregnant', 'sad pregnant'],
    href: '/pregnancy/mental-health#depression',
  },
  {
    name: 'Anxiety in pregnancy',
    says: ['anxious pregnant', 'worried all the time', 'panic attacks', 'tokophobia', 'fear of birth'],
    href: '/pregnancy/mental-health#anxiety',
  },
  {
    name: 'Bleeding in later pregnancy (placenta problems)',
    says: ['placenta praevia', 'placenta previa', 'low lying placenta', 'low-lying placenta', 'placental abruption', 'abruption', 'bleeding third trimester'],
    href: '/pregnancy/placenta-and-cholestasis#bleeding-in-later-pregnancy',
  },
  {
    name: 'Early signs of pregnancy and pregnancy tests',
    says: ['am i pregnant', 'pregnancy test', 'early signs', 'first signs', 'positive test', 'faint line'],
    href: '/pregnancy/early-signs-and-unplanned-pregnancy#early-signs-of-pregnancy',
  },
  {
    name: 'Unplanned pregnancy',
    says: ['unplanned', 'not planned', 'unexpected pregnancy', 'pregnant by accident'],
    href: '/pregnancy/early-signs-and-unplanned-pregnancy#if-the-pregnancy-was-not-planned',
  },
  {
    name: 'Twins',
    says: ['twin', 'twin pregnancy', 'multiple pregnancy', 'triplets', 'TTTS'],
    href: '/pregnancy/twins',
  },
  {
    name: 'Breech baby',
    says: ['breech', 'bottom first', 'feet first', 'baby not head down', 'ECV', 'turning the baby'],
    href: '/pregnancy/breech-and-overdue#if-your-baby-is-breech',
  },
  {
    name: 'Overdue (past your due date)',
    says: ['overdue', 'past due date', 'post dates', 'postdates', 'late baby', 'membrane sweep'],
    href: '/pregnancy/breech-and-overdue#going-past-your-due-date',
  },
  {
    name: 'Stillbirth and the death of a baby',
    says: ['stillbirth', 'stillborn', 'baby died', 'baby loss', 'neonatal death', 'lost my baby'],
    href: '/pregnancy/stillbirth-and-baby-loss',
  },
  {
    name: 'Screening for Down’s syndrome',
    says: ['downs syndrome', 'down syndrome', 'NIPT', 'combined test', 'nuchal', 'NT scan', 'amniocentesis', 'amnio', 'CVS'],
    href: '/pregnancy/screening-for-downs-syndrome',
  },
  {
    name: 'Medicines and herbal remedies in pregnancy',
    says: readersSay(['medicine in pregnancy', 'safe medicines', 'painkillers pregnant', 'herbal', 'herbs', 'valproate'], { ng: ['agbo', 'herbal mixture', 'local herbs'] }),
    href: '/pregnancy/medicines-and-herbal-remedies',
  },
  {
    // Nigeria's readers travel late in pregnancy mostly by road (home for the birth), so its name leads with that.
    name: { uk: 'Flying and long journeys in pregnancy', ng: 'Travel in pregnancy (long road journeys and flying)' },
    says: readersSay(['flying pregnant', 'flying while pregnant', 'fly pregnant', 'travel', 'travelling', 'long journey', 'fit to fly letter'], {
      uk: ['travel insurance pregnant', 'travel insurance'],
      ng: ['travelling home to deliver'],
    }),
    href: '/pregnancy/travel-work-and-everyday-life#long-journeys-and-flying',
  },
  {
    name: { uk: 'Work and pregnancy (maternity leave and pay)', ng: 'Work and pregnancy (maternity leave)' },
    says: readersSay(['maternity leave', 'maternity rights', 'work', 'working while pregnant', 'pregnant at work', 'telling my employer'], {
      uk: ['maternity pay', 'SMP', 'statutory maternity pay'],
    }),
    href: '/pregnancy/travel-work-and-everyday-life#work-and-your-rights',
  },
  {
    says: readersSay(['seat belt', 'seatbelt', 'car crash pregnant'], { ng: ['okada', 'bike', 'motorcycle'] }),
    href: '/pregnancy/travel-work-and-everyday-life#cars-buses-and-motorcycles',
  },
  // After the birth
  {
    name: { uk: 'Heavy bleeding after birth (postpartum haemorrhage)', ng: 'Heavy bleeding after delivery (postpartum haemorrhage)' },
    says: readersSay(['PPH', 'postpartum hemorrhage', 'haemorrhage', 'hemorrhage', 'heavy bleeding after birth', 'blood clots after birth', 'large clots'], { ng: ['heavy bleeding after delivery', 'bleeding after delivery'] }),
    href: '/postpartum/bleeding-after-birth#what-a-postpartum-haemorrhage-is',
  },
  {
    name: { uk: 'Bleeding after birth (lochia)', ng: 'Bleeding after delivery (lochia)' },
    says: readersSay(['lochia', 'bleeding after baby', 'bleeding after c section', 'discharge after birth', 'postpartum bleeding'], { ng: ['bleeding after delivery', 'discharge after delivery'] }),
    href: '/postpartum/bleeding-after-birth#normal-bleeding-lochia',
  },
  {
    name: 'Postnatal depression',
    says: ['PND', 'PPD', 'postpartum depression', 'post natal depression', 'postnatal depresion', 'depressed after birth', 'depressed after baby', 'depression after baby'],
    href: '/postpartum/mental-health#postnatal-depression',
  },
  { name: 'Baby blues', says: ['crying after birth', 'weepy after baby'], href: '/postpartum/mental-health#the-baby-blues' },
  {
    name: 'Anxiety and intrusive thoughts after birth',
    says: ['postnatal anxiety', 'postpartum anxiety', 'OCD', 'intrusive thoughts', 'scary thoughts'],
    href: '/postpartum/mental-health#anxiety-and-obsessive-thoughts',
  },
  {
    name: 'Postpartum psychosis',
    says: ['puerperal psychosis', 'postnatal psychosis'],
    href: '/postpartum/mental-health#postpartum-psychosis',
  },
  {
    name: 'Mastitis and breastfeeding problems',
    says: ['mastitus', 'breast infection', 'blocked duct', 'engorgement', 'engorged', 'sore breasts', 'breast abscess', 'sore nipples', 'cracked nipples'],
    href: '/postpartum/breastfeeding#common-problems',
  },
  {
    name: 'Latching on (a good latch)',
    says: ['latch', 'latching', 'attachment', 'breastfeeding position'],
    href: '/postpartum/breastfeeding#a-good-latch',
  },
  {
    name: 'Is my baby getting enough milk?',
    says: ['not enough milk', 'low milk supply', 'milk supply', 'wet nappies', 'wet diapers'],
    href: '/postpartum/breastfeeding#is-my-baby-getting-enough',
  },
  {
    name: 'Stitches and tears after birth',
    says: ['stitches', 'tear', 'perineal tear', 'episiotomy', 'sore perineum', 'sore down below'],
    href: '/postpartum/tears-and-pelvic-floor#tears-during-birth',
  },
  {
    name: 'Leaking urine and pelvic floor after birth',
    says: ['incontinence', 'leaking urine', 'leaking when i sneeze', 'leaking when i laugh', 'weak bladder', 'pelvic floor exercises', 'kegels'],
    href: '/postpartum/tears-and-pelvic-floor#your-pelvic-floor',
  },
  {
    name: 'Recovering from a caesarean',
    says: ['c section recovery', 'after c section', 'caesarean wound', 'c section scar'],
    href: '/postpartum/recovery#after-a-caesarean',
  },
  {
    name: 'Tiredness after birth',
    says: ['tired after birth', 'exhausted', 'exhaustion', 'no sleep', 'cant sleep after birth'],
    href: '/postpartum/recovery#rest-food-and-tiredness',
  },
  {
    name: { uk: 'Postnatal check', ng: 'Postnatal check (6-week clinic visit)' },
    says: ['6 week check', 'six week check', 'postnatal appointment', 'postnatal visit'],
    href: '/postpartum/recovery#your-postnatal-care',
  },
  {
    name: 'Sex after birth',
    says: ['sex after baby', 'painful sex after birth', 'intercourse after birth'],
    href: '/postpartum/returning#sex-after-birth',
  },
  {
    name: 'Exercise after birth',
    says: ['exercise after baby', 'getting fit after baby', 'running after birth', 'tummy gap', 'diastasis recti'],
    href: '/postpartum/returning#exercise-start-gently',
  },
  {
    name: { uk: 'Contraception after birth', ng: 'Family planning after delivery' },
    says: readersSay(['contraception after baby', 'birth control after baby', 'LAM', 'pregnant again'], { ng: ['family planning', 'family planning after delivery', 'child spacing'] }),
    href: '/postpartum/contraception',
  },
  {
    name: 'Jaundice in newborns',
    says: ['yellow baby', 'yellow eyes', 'yellow skin baby', 'newborn jaundice', 'jaundiced'],
    href: '/postpartum/newborn-care#jaundice',
  },
  {
    name: 'Umbilical cord care',
    says: ['cord', 'umbilical cord', 'belly button', 'navel', 'cord stump'],
    href: '/postpartum/newborn-care#cord-care',
  },
  {
    name: 'Vaccines for your baby',
    says: readersSay(['baby vaccines', 'immunisations', 'immunizations', 'jabs', 'baby injections'], { ng: ['immunization', 'BCG', 'OPV'] }),
    href: '/postpartum/newborn-care#vaccines',
  },
  {
    name: 'Formula feeding',
    says: ['formula', 'bottle feeding', 'bottle feed', 'baby milk', 'infant formula'],
    href: '/postpartum/formula-feeding',
  },
  {
    name: 'Starting solid foods (weaning)',
    says: readersSay(['weaning', 'solids', 'solid food', 'complementary feeding', 'first foods', 'baby food'], { ng: ['pap', 'ogi'] }),
    href: '/postpartum/starting-solid-foods',
  },
  {
    name: 'Colic and a crying baby',
    says: ['colic', 'crying baby', 'baby crying', 'baby wont stop crying', 'unsettled baby'],
    href: '/postpartum/baby-sleep-and-crying#colic',
  },
  {
    name: 'Safer sleep for your baby (cot death)',
    says: ['SIDS', 'cot death', 'crib death', 'baby sleep', 'co-sleeping', 'cosleeping', 'bed sharing'],
    href: '/postpartum/baby-sleep-and-crying#safer-sleep',
  },
  {
    name: 'Premature and small babies',
    says: ['premature', 'prem baby', 'preemie', 'born early', 'low birth weight', 'low birthweight', 'NICU', 'SCBU', 'incubator', 'kangaroo care'],
    href: '/postpartum/premature-and-small-babies',
  },
  {
    name: 'Obstetric fistula',
    says: ['fistula', 'VVF', 'leaking urine all the time', 'leaking stool'],
    href: '/postpartum/tears-and-pelvic-floor#obstetric-fistula',
  },
  // Gynaecology
  {
    name: 'Heavy periods',
    says: ['menorrhagia', 'heavy bleeding periods', 'flooding', 'heavy menstrual bleeding', 'heavy flow'],
    href: '/gynaecology/menstrual#heavy-periods',
  },
  {
    name: 'Period pain',
    says: ['dysmenorrhoea', 'dysmenorrhea', 'cramps', 'period cramps', 'menstrual cramps', 'painful periods', 'menstrual pain'],
    href: '/gynaecology/menstrual#period-pain',
  },
  { name: 'Premenstrual syndrome (PMS)', says: ['PMS', 'PMT', 'PMDD'], href: '/gynaecology/menstrual#premenstrual-syndrome-pms' },
  {
    name: 'Irregular or missed periods',
    says: ['late period', 'missed period', 'no period', 'no periods', 'period late', 'irregular periods', 'amenorrhoea', 'amenorrhea'],
    href: '/gynaecology/menstrual#irregular-or-missed-periods',
  },
  {
    name: 'Bleeding between periods, after sex or after the menopause',
    says: ['bleeding after sex', 'bleeding between periods', 'spotting between periods', 'postmenopausal bleeding', 'PMB', 'bleeding after menopause'],
    href: '/gynaecology/menstrual#bleeding-that-should-always-be-checked',
  },
  {
    name: 'Polycystic ovary syndrome (PCOS)',
    says: ['PCOS', 'PCOD', 'polycystic ovaries', 'poly cystic ovary'],
    href: '/gynaecology/conditions#polycystic-ovary-syndrome-pcos',
  },
  { name: 'Endometriosis', says: ['endo', 'endometriossis'], href: '/gynaecology/conditions#endometriosis' },
  { name: 'Fibroids', says: ['fibroid', 'myoma', 'uterine fibroids'], href: '/gynaecology/conditions#fibroids' },
  { name: 'Ovarian cysts', says: ['cyst', 'cyst on ovary', 'ovary cyst'], href: '/gynaecology/conditions#ovarian-cysts' },
  {
    name: 'Thrush (yeast infection)',
    says: ['yeast infection', 'candida', 'itchy vagina', 'white discharge'],
    href: '/gynaecology/conditions#vaginal-infections-and-urine-infections',
  },
  {
    name: 'Bacterial vaginosis (BV)',
    says: ['BV', 'smelly discharge', 'fishy smell', 'vaginal discharge', 'discharge'],
    href: '/gynaecology/conditions#vaginal-infections-and-urine-infections',
  },
  {
    name: 'Urine infection (UTI, cystitis)',
    says: ['UTI', 'cystitis', 'water infection', 'bladder infection', 'burning pee', 'burning when i pee', 'pain when peeing', 'burning urine'],
    href: '/gynaecology/conditions#vaginal-infections-and-urine-infections',
  },
  {
    name: 'Prolapse (pelvic organ prolapse)',
    says: ['prolapse', 'womb dropping', 'something coming down', 'bulge in vagina'],
    href: '/gynaecology/conditions#pelvic-organ-prolapse',
  },
  {
    name: 'Signs of gynaecological cancer',
    says: ['cancer', 'cervical cancer', 'ovarian cancer', 'womb cancer', 'uterine cancer', 'vulval cancer'],
    href: '/gynaecology/conditions#warning-signs-of-gynaecological-cancers',
  },
  {
    name: { uk: 'Cervical screening (smear test)', ng: 'Cervical screening (Pap smear, VIA)' },
    says: readersSay(['smear', 'smear test', 'pap smear', 'pap test', 'cervical screening test'], { ng: ['VIA'] }),
    href: '/gynaecology/screenings#cervical-screening-how-it-works',
  },
  { name: 'HPV vaccine', says: ['HPV jab', 'HPV vaccination', 'cervical cancer vaccine'], href: '/gynaecology/screenings#the-hpv-vaccine' },
  {
    name: 'Breast lumps and breast checks',
    says: ['breast lump', 'lump in breast', 'mammogram', 'breast check', 'breast self exam'],
    href: '/gynaecology/screenings#know-your-breasts',
  },
  {
    name: 'Sexually transmitted infections (STIs)',
    says: ['STI', 'STD', 'sexually transmitted disease', 'chlamydia', 'gonorrhoea', 'gonorrhea', 'herpes', 'genital warts', 'VD'],
    href: '/gynaecology/sexual-health#sexually-transmitted-infections',
  },
  {
    name: 'Emergency contraception (morning-after pill)',
    says: readersSay(['morning after pill', 'plan b', 'EC', 'levonorgestrel', 'ulipristal'], { ng: ['postinor', 'postinor 2'] }),
    href: '/gynaecology/sexual-health#emergency-contraception',
  },
  {
    name: 'Contraception: the coil, implant, pill and injection',
    says: readersSay(['IUD', 'IUS', 'coil', 'copper coil', 'mirena', 'implant', 'the pill', 'birth control', 'injection', 'depo'], { ng: ['family planning', 'jadelle', 'implanon'] }),
    href: '/gynaecology/sexual-health#choosing-contraception',
  },
  {
    name: 'Menopause and perimenopause',
    says: ['menapause', 'menopose', 'change of life', 'perimenopause', 'hot flushes', 'hot flashes', 'night sweats'],
    href: '/gynaecology/menopause#common-symptoms',
  },
  {
    name: 'Hormone replacement therapy (HRT)',
    says: ['HRT', 'hormone therapy', 'oestrogen', 'estrogen'],
    href: '/gynaecology/menopause#hormone-replacement-therapy-hrt',
  },
  {
    name: 'Bone health and osteoporosis',
    says: ['osteoporosis', 'brittle bones', 'bone density', 'DEXA'],
    href: '/gynaecology/menopause#look-after-your-bones',
  },
  {
    name: 'Female genital mutilation (FGM)',
    says: ['FGM', 'female circumcision', 'cutting', 'circumcision'],
    href: '/gynaecology/fgm',
  },
  {
    name: 'Domestic abuse',
    says: ['domestic violence', 'DV', 'abusive partner', 'partner hits me', 'coercive control'],
    href: '/gynaecology/abuse-and-violence',
  },
  {
    name: 'Rape and sexual assault',
    says: ['rape', 'raped', 'sexual assault', 'assaulted', 'SARC'],
    href: '/gynaecology/abuse-and-violence#after-rape-or-sexual-assault',
  },
  {
    name: { uk: 'Abortion', ng: 'Abortion and post-abortion care' },
    says: ['termination', 'termination of pregnancy', 'TOP', 'unwanted pregnancy', 'abortion pill'],
    href: '/gynaecology/abortion-care',
  },
  // Fertility
  {
    name: 'Trouble getting pregnant (infertility)',
    says: ['infertility', 'infertile', 'subfertility', 'cant get pregnant', 'not getting pregnant', 'trying to conceive', 'TTC'],
    href: '/fertility/challenges',
  },
  {
    name: 'IVF and fertility treatment',
    says: ['IVF', 'IUI', 'ICSI', 'test tube baby', 'fertility treatment', 'fertility drugs', 'clomid', 'clomiphene'],
    href: '/fertility/challenges#treatments',
  },
  {
    name: 'Low sperm count (male fertility)',
    says: ['low sperm count', 'sperm', 'male infertility', 'semen analysis'],
    href: '/fertility/challenges#common-causes-in-men',
  },
  {
    name: 'Ovulation and your fertile days',
    says: ['fertile days', 'when am i fertile', 'ovulating', 'fertile window', 'best time to get pregnant'],
    href: '/fertility/ovulation#your-fertile-window',
  },
];

/**
 * Words readers use for a word the site writes, a query's word standing for both: "delivery" for
 * birth. Both sites share them; they widen every query, so keep to words that mean the same
 * wherever they appear.
 */
export const sameWordsEverywhere: Readonly<Record<string, readonly string[]>> = {
  birth: ['delivery', 'delivered', 'deliver', 'childbirth'],
  labour: ['labor'],
  caesarean: ['cesarean', 'caesarian', 'csection'],
  anaemia: ['anemia'],
  haemorrhage: ['hemorrhage'],
  oestrogen: ['estrogen'],
  foetus: ['fetus'],
  gynaecology: ['gynecology', 'gyno'],
  pee: ['urinate', 'urinating', 'wee'],
  tummy: ['belly', 'stomach', 'abdomen'],
  antenatal: ['prenatal'],
  postnatal: ['postpartum'],
  vomiting: ['throwing', 'puking'],
  period: ['menses', 'menstruation'],
  newborn: ['infant'],
  getting: ['get', 'got'],
};
