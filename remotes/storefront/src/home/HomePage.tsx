import { addStyles, CardGridSkeleton, Icon, palette, useSiteConfig } from '@shared/ui/core';
import { paths } from '@shared/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useEventLists } from '../lists/listsState';
import { highlights, review, serviceIntro, showcase, team } from './content';
import { UpcomingEvent } from './UpcomingEvent';

addStyles(
  'sf-home',
  `
.sf-hero { background: ${palette.primary}; color: #ffffff; padding: 48px 0; }
@media (min-width: 900px) { .sf-hero { padding: 80px 0; } }
.sf-hero__intro { margin: 16px 0 0; max-width: 640px; font-size: 1.1rem; }
.sf-hero__actions { display: flex; flex-wrap: wrap; gap: 16px; margin-top: 32px; }
.sf-section { padding-top: 48px; }
.sf-section > h2 { margin-bottom: 16px; }
.sf-section__lead { margin: 0 0 24px; max-width: 760px; }
.sf-grid { display: grid; gap: 24px; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 600px) { .sf-grid--2 { grid-template-columns: repeat(2, minmax(0, 1fr)); } .sf-grid--4 { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 900px) { .sf-grid--3 { grid-template-columns: repeat(3, minmax(0, 1fr)); } .sf-grid--4 { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.sf-tile { box-sizing: border-box; height: 100%; padding: 20px; border-radius: 10px; background: #ffffff; box-shadow: 0 2px 6px rgba(26, 21, 48, 0.12); }
.sf-tile h3 { margin: 0; font-size: 1.2rem; }
.sf-tile p { margin: 8px 0 0; }
.sf-tile .ui-button--text { margin: 12px 0 0 -12px; }
.sf-person { display: flex; gap: 16px; align-items: flex-start; }
.sf-person__avatar { flex: none; display: flex; align-items: center; justify-content: center; width: 56px; height: 56px; border-radius: 50%;
  background: ${palette.primary}; color: #ffffff; font-weight: 800; }
.sf-review { margin: 0; padding: 24px; border-radius: 10px; background: #ffffff; box-shadow: 0 2px 6px rgba(26, 21, 48, 0.12); max-width: 760px; }
.sf-review__stars { display: flex; color: #b45309; }
.sf-review__stars svg { width: 22px; height: 22px; fill: currentColor; }
.sf-review blockquote { margin: 12px 0 0; font-size: 1.1rem; }
.sf-review figcaption { margin-top: 12px; font-weight: 700; }
`,
);

/** A home page section under its heading, labelled by it for assistive technology. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="sf-section" aria-labelledby={id}>
      <h2 id={id} className="ui-h2">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Tile({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <article className="sf-tile">
      <h3>{title}</h3>
      <p>{text}</p>
      {children}
    </article>
  );
}

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export function HomePage() {
  const { brand } = useSiteConfig();
  const experiences = useEventLists('experiences');
  const parties = useEventLists('parties');
  const loaded = experiences.lastFetched !== null && parties.lastFetched !== null && !experiences.loading && !parties.loading;

  return (
    <>
      <section className="sf-hero">
        <div className="ui-container">
          <h1 className="ui-h1">Effortless Event Discovery, Seamless Bookings with {brand}</h1>
          <p className="sf-hero__intro">
            Find getaways, concerts and parties, book in minutes, pay in full or in instalments, and get your tickets by e-mail.
          </p>
          <div className="sf-hero__actions">
            <Link to={paths.experiences} className="ui-button ui-button--secondary">
              Explore Experiences
            </Link>
            <Link to={paths.parties} className="ui-button ui-button--outlined">
              See Parties
            </Link>
          </div>
        </div>
      </section>
      <div className="ui-container">
        <Section id="home-intro" title={serviceIntro.heading}>
          <p className="sf-section__lead">{serviceIntro.text}</p>
          <div className="sf-grid sf-grid--3">
            {showcase.map((item) => (
              <Tile key={item.title} title={item.title} text={item.text}>
                <Link to={item.to} className="ui-button ui-button--text">
                  View {item.title}
                </Link>
              </Tile>
            ))}
          </div>
        </Section>
        <Section id="home-upcoming" title="Upcoming events">
          {loaded ? (
            <div className="sf-grid sf-grid--2">
              <UpcomingEvent label="Next party" listing={parties.open[0]} />
              <UpcomingEvent label="Next experience" listing={experiences.open[0]} />
            </div>
          ) : (
            <CardGridSkeleton cards={2} />
          )}
        </Section>
        <Section id="home-highlights" title="Highlights">
          <div className="sf-grid sf-grid--4">
            {highlights.map((item) => (
              <Tile key={item.title} title={item.title} text={item.text} />
            ))}
          </div>
        </Section>
        <Section id="home-team" title="Team spotlight">
          <div className="sf-grid sf-grid--3">
            {team.map((person) => (
              <article key={person.name} className="sf-tile sf-person">
                <span className="sf-person__avatar" aria-hidden="true">
                  {initials(person.name)}
                </span>
                <div>
                  <h3>{person.name}</h3>
                  <p className="ui-muted">{person.role}</p>
                  <p>“{person.quote}”</p>
                </div>
              </article>
            ))}
          </div>
        </Section>
        <Section id="home-review" title="What our guests say">
          <figure className="sf-review" data-testid="review-card">
            <div className="sf-review__stars" role="img" aria-label={`Rated ${review.rating} out of 5`}>
              {Array.from({ length: review.rating }, (_, i) => (
                <Icon key={i} name="star" />
              ))}
            </div>
            <blockquote>“{review.text}”</blockquote>
            <figcaption>
              {review.author}, <span className="ui-muted">{review.detail}</span>
            </figcaption>
          </figure>
        </Section>
      </div>
    </>
  );
}
