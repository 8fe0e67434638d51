import { createFileRoute } from '@tanstack/react-router';
import { anchors, faqGroups, faqPage, myths, signIdsIn } from '@wh/content';
import { Badge, Card, DetailsList, toneForCategory } from '@wh/ui';
import { useCountry } from '../country';
import { pageHead } from '../seo';
import * as styles from '../page/page.css';
import { PageHeader, PageSection, Sources } from '../page/PageParts';
import { SiteLink } from '../lib/SiteLink';
import { WarningSignCards } from '../page/WarningSignCards';
import { localText } from '../lib/keepTogether';

export const Route = createFileRoute('/faq')({
  head: pageHead('/faq'),
  staticData: { mode: 'reading' },
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
            {/* Native <details>: the page needs no JavaScript to show an answer. One name for all three
                groups keeps one answer open in the whole FAQ; each question's id opens it. */}
            <DetailsList
              headingLevel={3}
              name="faq"
              items={group.questions.map((item, index) => ({
                id: `${id}-${index}`,
                title: item.question,
                content: (
                  <>
                    <p>{localText(item.answer, country)}</p>
                    {item.signs ? <WarningSignCards signs={item.signs} headingLevel={4} /> : null}
                  </>
                ),
              }))}
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
              <p>{localText(item.truth, country)}</p>
              {item.signs ? <WarningSignCards signs={item.signs} headingLevel={3} /> : null}
            </Card>
          ))}
        </ul>
      </PageSection>

      {/* The medical disclaimer is in the footer of every page, this one included (its anchor is there). */}
      <PageSection id="help-now" title="Need help now?">
        <p>
          See the <SiteLink href={`/resources#${anchors.emergencyContacts}`}>emergency contacts</SiteLink> for your country.
        </p>
      </PageSection>

      <Sources references={faqPage.references} signs={signIdsIn([faqGroups, myths])} review={faqPage.review} />
    </>
  );
}
