import { createFileRoute } from '@tanstack/react-router';
import { anchors, faqDisclaimer, faqGroups, faqPage, localize, myths, signIdsIn } from '@wh/content';
import { Badge, Card, toneForCategory } from '@wh/ui';
import { useCountry } from '../country';
import { AccordionIsland } from '../islands/Disclosures';
import { Island } from '../islands/Island';
import { pageHead } from '../seo';
import * as styles from './-components/layout.css';
import { PageHeader, PageSection, Sources } from './-components/PageParts';
import { SiteLink } from './-components/SiteLink';
import { WarningSignCards } from './-components/WarningSignCards';

export const Route = createFileRoute('/faq')({
  head: pageHead('/faq'),
  component: FaqPage,
});

function FaqPage() {
  const country = useCountry();
  return (
    <>
      <PageHeader title={faqPage.title} lead={faqPage.description} />

      {faqGroups.map((group) => {
        const id = `faq-${group.category.toLowerCase()}`;
        return (
          <PageSection key={group.category} id={id} title={`${group.category} questions`}>
            <Island
              name="Accordion"
              component={AccordionIsland}
              props={{
                headingLevel: 3,
                // One answer open at a time across all three groups.
                group: 'faq',
                items: group.questions.map((item, index) => ({ id: `${id}-${index}`, title: item.question })),
              }}
              slots={group.questions.map((item) => (
                <>
                  <p>{localize(item.answer, country)}</p>
                  {item.signs ? <WarningSignCards signs={item.signs} headingLevel={4} /> : null}
                </>
              ))}
            />
          </PageSection>
        );
      })}

      <PageSection id="myths" title="Myth vs Truth">
        <ul className={styles.cardList}>
          {myths.map((item) => (
            <Card as="li" key={item.myth}>
              <p>
                <Badge tone="other">Myth</Badge>
              </p>
              <p>{item.myth}</p>
              <p>
                <Badge tone={toneForCategory('Postpartum')}>Truth</Badge>
              </p>
              <p>{localize(item.truth, country)}</p>
              {item.signs ? <WarningSignCards signs={item.signs} headingLevel={3} /> : null}
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id={anchors.medicalDisclaimer} title="Medical disclaimer">
        <p className={styles.prose}>{localize(faqDisclaimer, country)}</p>
        <p>
          Need help now? See the <SiteLink href={`/resources#${anchors.emergencyContacts}`}>emergency contacts</SiteLink>.
        </p>
      </PageSection>

      <Sources references={faqPage.references} signs={signIdsIn([faqGroups, myths])} review={faqPage.review} disclaimer={null} />
    </>
  );
}
