/**
 * The medical glossary (/tools/glossary). It holds at least the spec's eight
 * terms; British spellings lead, with the spec's US spelling kept as an
 * alternative so a search for either finds the term. The terms only: how the
 * glossary is searched and linked to is in `index.ts`.
 */

import { contraceptionFigures } from '../advice';
import { weeksOfTrimester } from '../trimesterWeeks';
import type { GlossaryTerm } from '../types';

export const glossary: readonly GlossaryTerm[] = [
  {
    term: 'Agbo',
    alsoKnownAs: ['Herbal mixture', 'Agbo jedi'],
    definition: 'A herbal mixture, common in Nigeria, taken for malaria and other problems. Nobody can tell how strong it is or what is in it. It is not safe in pregnancy or for babies.',
  },
  {
    term: 'Amenorrhoea',
    alsoKnownAs: ['Amenorrhea'],
    definition: 'Having no periods. It is normal in pregnancy, while breastfeeding and after the menopause. Otherwise, periods that stop for 3 months or more should be checked by a doctor.',
  },
  {
    term: 'Amniocentesis',
    alsoKnownAs: ['Amnio'],
    definition: 'A test in pregnancy that takes a little of the fluid around the baby through a fine needle, usually from 15 weeks. It tells for sure whether the baby has a condition such as Down’s syndrome.',
    },
    {
    term: 'Anaemia',
    alsoKnownAs: ['Low blood', 'Iron deficiency'],
    definition: 'Having too few healthy red blood cells to carry oxygen around the body. It causes tiredness and breathlessness. In pregnancy it is usually caused by a lack of iron.',
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
    term: 'Antiretroviral therapy (ART)',
    alsoKnownAs: ['ART', 'HIV treatment'],
    definition: 'A daily mix of medicines that controls HIV. Taken in pregnancy, it keeps the mother well and greatly lowers the chance of HIV passing to the baby.',
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
    term: 'Breech',
    alsoKnownAs: ['Breech baby', 'Breech presentation'],
    definition: 'When a baby lies bottom or feet first in the womb, instead of head first. Most babies turn head down by 36 weeks.',
  },
  {
    term: 'Caesarean birth',
    alsoKnownAs: ['Caesarean section', 'C-section', 'Cesarean'],
    definition: 'An operation to deliver a baby through a cut in the tummy and womb. It can be planned, or decided during labour. Recovery usually takes about 6 weeks.',
  },
  {
    term: 'Cervix',
    alsoKnownAs: [],
    definition: 'The neck of the womb, at the top of the vagina. It opens during labour to let the baby out.',
  },
  {
    term: 'Chorionic villus sampling (CVS)',
    alsoKnownAs: ['CVS'],
    definition: 'A test in pregnancy that takes a few cells from the placenta through a fine needle, usually between 11 and 14 weeks. It tells for sure whether the baby has a condition such as Down’s syndrome.',
  },
  {
    term: 'Cognitive behavioural therapy (CBT)',
    alsoKnownAs: ['CBT'],
    definition: 'A talking therapy that helps you notice and change unhelpful thoughts and habits. It works well for depression and anxiety, including in pregnancy and after the birth.',
  },
  {
    term: 'Coercive control',
    alsoKnownAs: [],
    definition: 'A pattern of behaviour that takes away a person’s freedom, such as threats, checking their phone, controlling their money or cutting them off from friends and family. It is a form of domestic abuse.',
  },
  {
    term: 'Coil (IUD or IUS)',
    alsoKnownAs: ['IUD', 'IUS', 'Intrauterine device', 'Intrauterine system', 'Copper coil', 'Hormone coil'],
    definition: `A small T-shaped device placed in the womb to prevent pregnancy for years: ${contraceptionFigures.coils}. The copper coil has no hormones; the hormone coil releases a progestogen. Both are more than 99% effective.`,
  },
  {
    term: 'Colic',
    alsoKnownAs: ['Infant colic', 'Baby colic'],
    definition: 'Long bouts of crying in a healthy baby: more than 3 hours a day, on more than 3 days a week, for at least a week. It usually stops by 4 to 6 months.',
  },
  {
    term: 'Colostrum',
    alsoKnownAs: [],
    definition: 'The first breast milk. It is thick and yellow, made in small amounts and full of protection against infection.',
  },
  {
    term: 'Combined test',
    alsoKnownAs: ['Combined screening test'],
    definition: 'A screening test between 11 and 14 weeks. A scan and a blood test give the chance that a baby has Down’s, Edwards’ or Patau’s syndrome.',
    },
    {
    term: 'Complementary feeding',
    alsoKnownAs: ['Weaning', 'Starting solids', 'Solid foods'],
    definition: 'Giving a baby solid foods alongside breast milk or formula, from about 6 months.',
  },
  {
    term: 'Eclampsia',
    alsoKnownAs: [],
    definition: 'Fits (seizures) in pregnancy or soon after the birth, caused by pre-eclampsia. It can be life-threatening. It is treated in hospital with a medicine called magnesium sulfate.',
  },
  {
    term: 'Contraceptive implant',
    alsoKnownAs: ['Implant'],
    definition: 'A small, flexible rod placed under the skin of the upper arm. It releases a progestogen and prevents pregnancy for 3 years. A two-rod implant (Jadelle), widely used in Nigeria, lasts 5 years. It is safe while breastfeeding.',
  },
  {
    term: 'Deinfibulation',
    alsoKnownAs: [],
    definition: 'A small operation to open the scar left by a type of female genital mutilation (FGM) that narrows the opening of the vagina. It can make peeing, periods, sex and childbirth easier.',
  },
  {
    term: 'Down’s syndrome',
    alsoKnownAs: ['Down syndrome', 'Trisomy 21'],
    definition: 'A condition caused by an extra copy of chromosome 21. It causes some level of learning disability, and sometimes heart or bowel problems. Screening for it can be offered in pregnancy.',
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
    term: 'Epidural',
    alsoKnownAs: [],
    definition: 'Pain relief in labour given through a thin tube in the lower back by an anaesthetist. It numbs the pain of contractions in most women.',
  },
  {
    term: 'Episiotomy',
    alsoKnownAs: [],
    definition: 'A cut made by a midwife or doctor in the area between the vagina and anus during birth, to make more room for the baby. It is stitched afterwards.',
  },
  {
    term: 'External cephalic version (ECV)',
    alsoKnownAs: ['ECV', 'Turning a breech baby'],
    definition: 'When a doctor turns a breech baby to lie head down by pressing gently on the mother’s tummy. It is done in hospital from about 36 or 37 weeks.',
  },
  {
    term: 'Fertile window',
    alsoKnownAs: [],
    definition: 'The days in each cycle when sex can lead to pregnancy: about 6 days, the 5 days before ovulation and the day of ovulation.',
  },
  {
    term: 'Genotype',
    alsoKnownAs: [],
    definition: 'The pair of haemoglobin genes you carry, such as AA, AS, SS or SC. AS means you carry the sickle cell gene; SS and SC mean sickle cell disease. Knowing both partners’ genotypes helps plan a pregnancy.',
  },
  {
    term: 'Gestational diabetes',
    alsoKnownAs: ['GDM'],
    definition: 'High blood sugar that starts in pregnancy and usually goes away after the birth. It is found with a blood test called an oral glucose tolerance test (OGTT), and treated with diet, activity and sometimes medicine.',
  },
  {
    term: 'Group B strep',
    alsoKnownAs: ['GBS', 'Group B streptococcus', 'Strep B'],
    definition: 'A common germ that lives harmlessly in the gut and vagina of many women. Rarely, it passes to a baby around the birth and causes a serious infection. Antibiotics in labour protect the baby.',
  },
  {
    term: 'Haemoglobin',
    alsoKnownAs: ['Hemoglobin', 'Hb'],
    definition: 'The part of red blood cells that carries oxygen around the body. A low level is called anaemia.',
  },
  {
    term: 'hCG (human chorionic gonadotrophin)',
    alsoKnownAs: ['hCG', 'Pregnancy hormone'],
    definition: 'The pregnancy hormone, made by the placenta. Pregnancy tests find it in urine. Blood tests that measure it help doctors check an early pregnancy, a miscarriage, or an ectopic or molar pregnancy.',
  },
  {
    term: 'Hepatitis B',
    alsoKnownAs: ['Hep B', 'HBV'],
    definition: 'A virus that infects the liver. It can pass from a mother to her baby at birth. A vaccine given to the baby at birth, followed by more doses, protects most babies.',
  },
  {
    term: 'HIV (human immunodeficiency virus)',
    alsoKnownAs: ['HIV'],
    definition: 'A virus that weakens the body’s defences against infection. Treatment (ART) controls it. With treatment in pregnancy, very few babies get HIV.',
  },
  {
    term: 'FGM (female genital mutilation)',
    alsoKnownAs: ['FGM', 'Female genital mutilation', 'Female circumcision', 'Cutting'],
    definition: 'Any cutting or injury to the female genitals for no medical reason. It has no health benefits, can cause lifelong harm, and is a crime in the UK and Nigeria.',
  },
  {
    term: 'HPV (human papillomavirus)',
    alsoKnownAs: ['HPV'],
    definition: 'A very common virus passed on through skin contact during sex. Some high-risk types can cause changes in the cervix that may lead to cancer. Screening and vaccination protect against this.',
  },
  {
    term: 'Hyperemesis gravidarum',
    alsoKnownAs: ['HG', 'Severe morning sickness'],
    definition: 'Severe sickness and vomiting in pregnancy that stops you keeping food or drink down. It can cause dehydration and weight loss, and needs treatment.',
  },
  {
    term: 'Induction of labour',
    alsoKnownAs: ['Induction', 'Inducing labour'],
    definition: 'Starting labour off with medicine, a small balloon in the cervix or breaking the waters, when it is safer for the baby to be born than to wait.',
  },
  {
    term: 'Insecticide-treated net',
    alsoKnownAs: ['ITN', 'Mosquito net', 'Bed net', 'LLIN'],
    definition: 'A mosquito net treated with insecticide. Sleeping under one every night is one of the best ways to prevent malaria, for pregnant women, babies and everyone else.',
  },
  {
    term: 'HRT (hormone replacement therapy)',
    alsoKnownAs: ['HRT', 'Hormone replacement therapy'],
    definition: 'Medicine that replaces the oestrogen the body makes less of around the menopause, with a progestogen for women who have a womb. It is the most effective treatment for hot flushes and night sweats.',
  },
  {
    term: 'IPTp',
    alsoKnownAs: ['Intermittent preventive treatment of malaria in pregnancy', 'SP', 'Sulfadoxine-pyrimethamine'],
    definition: 'Intermittent preventive treatment of malaria in pregnancy. Where malaria is common, such as Nigeria, doses of a medicine called sulfadoxine-pyrimethamine (SP) are given at antenatal visits from the second trimester. It is not given with co-trimoxazole.',
  },
  {
    term: 'Jaundice in newborns',
    alsoKnownAs: ['Jaundice', 'Newborn jaundice', 'Bilirubin', 'Phototherapy'],
    definition: 'Yellowing of a baby’s skin or the whites of their eyes, caused by a substance called bilirubin building up in the blood. It is common in the first 2 weeks. High levels are treated with a special light (phototherapy).',
  },
  {
    term: 'Kangaroo mother care',
    alsoKnownAs: ['KMC', 'Kangaroo care', 'Skin-to-skin care'],
    definition: 'Holding a baby upright against a parent’s bare chest, skin to skin, for many hours a day. WHO advises it for babies born early or small: it keeps them warm and helps them feed and grow.',
  },
  {
    term: 'Lactational amenorrhoea method (LAM)',
    alsoKnownAs: ['LAM', 'Lactational amenorrhea method'],
    definition: 'Using breastfeeding as contraception. It works only while the baby is under 6 months, is fed only breast milk day and night, and your periods have not come back.',
  },
  {
    term: 'Lochia',
    alsoKnownAs: [],
    definition: 'The bleeding from the vagina after birth. It is heavy at first and usually stops by about 6 weeks.',
  },
  {
    term: 'Low birthweight',
    alsoKnownAs: ['LBW', 'Low birth weight', 'Small baby'],
    definition: 'A weight at birth of less than 2.5 kg.',
  },
  {
    term: 'Malaria',
    alsoKnownAs: [],
    definition: 'An infection spread by mosquito bites in many hot countries, including Nigeria. It causes fever and can be deadly. It is more dangerous in pregnancy, but it can be prevented and treated.',
  },
  {
    term: 'Manual vacuum aspiration (MVA)',
    alsoKnownAs: ['MVA'],
    definition: 'A short procedure that uses gentle suction from a hand-held syringe to empty the womb, for example after a miscarriage or an incomplete abortion.',
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
    term: 'Miscarriage',
    alsoKnownAs: ['Pregnancy loss'],
    definition: 'The loss of a pregnancy before the baby could survive outside the womb: before 24 weeks in the UK, and before 28 weeks in Nigeria. It is common, and most happen in the first 12 weeks. It is not caused by anything the woman did.',
  },
  {
    term: 'Molar pregnancy',
    alsoKnownAs: ['Hydatidiform mole'],
    definition: 'A rare pregnancy in which a baby does not develop normally and the placenta grows into a lump of cells. It is removed with a small operation, then hCG levels are checked for some months.',
  },
  {
    term: 'Neonatal death',
    alsoKnownAs: ['Neonatal loss'],
    definition: 'The death of a baby in the first 28 days after birth.',
  },
  {
    term: 'Neonatal unit',
    alsoKnownAs: ['NICU', 'SCBU', 'Special care baby unit', 'Neonatal intensive care unit'],
    definition: 'A hospital ward that cares for babies who are born early, small or ill.',
  },
  {
    term: 'Newborn blood spot test',
    alsoKnownAs: ['Heel prick test', 'Blood spot test'],
    definition: 'A test offered in the UK when a baby is 5 days old. A few drops of blood from the heel are checked for rare but serious conditions, such as sickle cell disease and cystic fibrosis.',
  },
  {
    term: 'NIPT (non-invasive prenatal testing)',
    alsoKnownAs: ['NIPT', 'Non-invasive prenatal testing'],
    definition: 'A blood test in pregnancy that looks at tiny pieces of the baby’s DNA in the mother’s blood. It screens for Down’s, Edwards’ and Patau’s syndromes. It is very accurate, but it is still a screening test.',
  },
  {
    term: 'Nuchal translucency',
    alsoKnownAs: ['NT scan', 'Nuchal scan'],
    definition: 'The fluid at the back of a baby’s neck, measured on a scan between 11 and 14 weeks as part of the combined screening test.',
  },
  {
    term: 'Obstetric cholestasis',
    alsoKnownAs: ['Intrahepatic cholestasis of pregnancy', 'ICP', 'Cholestasis'],
    definition: 'A liver condition of later pregnancy that causes itching, often on the hands and feet, with no rash. It is found with a blood test of bile acids.',
  },
  {
    term: 'Obstetric fistula',
    alsoKnownAs: ['Fistula', 'VVF', 'Vesicovaginal fistula'],
    definition: 'A hole between the birth canal and the bladder or back passage, usually after a very long labour without help. Pee or poo leaks from the vagina. It can be repaired with an operation.',
  },
  {
    term: 'Osteoporosis',
    alsoKnownAs: [],
    definition: 'A condition in which bones become weak and break easily, even after a small fall. It is more common after the menopause.',
  },
  {
    term: 'Ovulation',
    alsoKnownAs: [],
    definition: 'When an ovary releases an egg. It usually happens once a cycle, 10 to 16 days before the next period.',
  },
  {
    term: 'Oxytocin',
    alsoKnownAs: [],
    definition: 'A hormone that makes the womb tighten. It is given as an injection just after birth to help prevent heavy bleeding, and it also helps breast milk flow.',
  },
  {
    term: 'Packed cell volume (PCV)',
    alsoKnownAs: ['PCV', 'Haematocrit', 'Hematocrit'],
    definition: 'A blood test for anaemia: how much of the blood is made up of red blood cells.',
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
    term: 'PEP (post-exposure prophylaxis)',
    alsoKnownAs: ['PEP', 'Post-exposure prophylaxis'],
    definition: 'Medicine taken for 28 days after a possible exposure to HIV, such as sex without a condom or a sexual assault. It must be started within 72 hours.',
  },
  {
    term: 'Perimenopause',
    alsoKnownAs: [],
    definition: 'The years before the menopause when hormone levels change, periods become irregular and symptoms such as hot flushes often begin.',
  },
  {
    term: 'Placenta praevia',
    alsoKnownAs: ['Placenta previa'],
    definition: 'When the placenta lies low in the womb and covers the neck of the womb (cervix). It can cause bleeding in later pregnancy, and the baby is usually born by caesarean.',
  },
  {
    term: 'Placental abruption',
    alsoKnownAs: ['Abruption'],
    definition: 'When the placenta starts to come away from the wall of the womb before the baby is born. It causes pain and often bleeding, and needs care in hospital.',
  },
  {
    term: 'Post-abortion care',
    alsoKnownAs: ['PAC'],
    definition: 'Treatment for problems after an abortion or a miscarriage, such as bleeding, infection or pregnancy tissue left in the womb, with family planning afterwards. It is legal in both the UK and Nigeria.',
  },
  {
    term: 'Postpartum',
    alsoKnownAs: ['Postnatal'],
    definition: 'The time after giving birth. It is often taken to mean the first 6 weeks, but recovery can take much longer.',
  },
  {
    term: 'Postpartum haemorrhage (PPH)',
    alsoKnownAs: ['PPH', 'Postpartum hemorrhage'],
    definition: 'Heavy bleeding after giving birth: 500 ml or more in the first 24 hours, or bleeding that becomes heavy later, up to 12 weeks after the birth. It needs treatment fast.',
  },
  {
    term: 'Pre-eclampsia',
    alsoKnownAs: [],
    definition: 'A condition in the second half of pregnancy or soon after birth, with high blood pressure and protein in the urine. Signs include a bad headache, vision problems and sudden swelling.',
  },
  {
    term: 'Premature birth',
    alsoKnownAs: ['Preterm birth', 'Premature baby', 'Preterm baby'],
    definition: 'Birth before 37 weeks of pregnancy.',
  },
  {
    term: 'Prenatal',
    alsoKnownAs: [],
    definition: 'Before birth. It means the same as antenatal, which is the word more often used in the UK and Nigeria.',
  },
  {
    term: 'PrEP (pre-exposure prophylaxis)',
    alsoKnownAs: ['PrEP'],
    definition: 'Medicine taken by someone who does not have HIV to stop them getting it. It is safe in pregnancy and while breastfeeding.',
  },
  {
    term: 'Progestogen',
    alsoKnownAs: ['Progestin'],
    definition: 'A man-made form of the hormone progesterone, used in many kinds of contraception (such as the progestogen-only pill, the implant and the hormonal coil) and in some treatments for heavy periods.',
  },
  {
    term: 'RDT (rapid diagnostic test)',
    alsoKnownAs: ['RDT', 'Rapid diagnostic test', 'Malaria test'],
    definition: 'A quick finger-prick blood test that shows in about 20 minutes whether a fever is caused by malaria.',
  },
  {
    term: 'Rhesus (RhD) status',
    alsoKnownAs: ['Rhesus', 'Rhesus negative', 'Rhesus positive', 'RhD'],
    definition: 'Whether your red blood cells carry a protein called RhD. Most people do (rhesus positive). If you do not (rhesus negative), you may be offered anti-D injections in pregnancy.',
  },
  {
    term: 'SARC (sexual assault referral centre)',
    alsoKnownAs: ['SARC', 'Sexual assault referral centre'],
    definition: 'A service where people who have been raped or sexually assaulted get medical care, support and, if they choose, have evidence collected, whether or not they tell the police.',
  },
  {
    term: 'Sepsis',
    alsoKnownAs: ['Septicaemia', 'Blood poisoning'],
    definition: 'The body’s severe reaction to an infection, which can damage organs. Signs include feeling very unwell, a high or very low temperature, fast breathing, confusion and pale, blue or blotchy skin.',
  },
  {
    term: 'Sickle cell disease',
    alsoKnownAs: ['Sickle cell anaemia', 'SCD'],
    definition: 'A blood condition passed down in families, in which red blood cells become stiff and curved. It causes anaemia and episodes of severe pain called crises. In pregnancy it needs care from a specialist team.',
  },
  {
    term: 'Skilled birth attendant',
    alsoKnownAs: [],
    definition: 'A midwife, nurse or doctor trained to care for a woman in pregnancy, labour and after the birth, and to manage problems or refer her quickly.',
  },
  {
    term: 'Stillbirth',
    alsoKnownAs: ['Stillborn', 'Stillborn baby'],
    definition: 'When a baby dies in the womb or during labour and is born with no signs of life: after 24 weeks of pregnancy in the UK, or from 28 weeks as WHO counts it.',
  },
  {
    term: 'Sudden infant death syndrome (SIDS)',
    alsoKnownAs: ['SIDS', 'Cot death', 'Sudden unexpected death in infancy'],
    definition: 'The sudden, unexplained death of a baby who seemed well, usually during sleep. Safer sleep lowers the risk.',
  },
  {
    term: 'Syphilis',
    alsoKnownAs: [],
    definition: 'An infection passed on through sex. It often has no symptoms, but it can harm a baby in pregnancy. It is cured with penicillin, which is why every pregnant woman is offered a test.',
  },
  {
    term: 'Thalassaemia',
    alsoKnownAs: ['Thalassemia'],
    definition: 'A blood condition passed down in families, in which the body makes less haemoglobin. Carriers are healthy, but if both parents carry a gene, a baby can be affected.',
  },
  {
    term: 'Tokophobia',
    alsoKnownAs: ['Fear of childbirth'],
    definition: 'A strong fear of giving birth, which can make pregnancy very hard. Talking to a midwife or doctor, specialist support and planning the birth together can help.',
  },
  {
    term: 'Trimester',
    alsoKnownAs: [],
    definition: `One of the three stages of pregnancy: ${weeksOfTrimester(1)}, ${weeksOfTrimester(2)} and ${weeksOfTrimester(3)}.`,
  },
  {
    term: 'Twin-to-twin transfusion syndrome (TTTS)',
    alsoKnownAs: ['TTTS'],
    definition: 'A condition of twins who share a placenta, when one baby gets too much blood and the other too little. Scans every 2 weeks look for it.',
    },
    {
    term: 'Valproate',
    alsoKnownAs: ['Sodium valproate', 'Epilim', 'Depakote'],
    definition: 'A medicine for epilepsy and bipolar disorder. Taken in pregnancy, it can cause birth defects and problems with learning and development.',
  },
  {
    term: 'Vitamin K',
    alsoKnownAs: [],
    definition: 'A vitamin the blood needs to clot. Newborn babies are offered it soon after birth, usually as one injection, to prevent rare but serious bleeding.',
  },
];
