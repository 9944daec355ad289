import type { PageText } from './page-text';

/** English pages: '## ' starts a heading, a blank line separates paragraphs. */
export const PAGES_EN: Record<string, PageText> = {
  v2_web_about_us: {
    title: 'About us',
    body: `RSM is an independent production music library. We commission, record and publish music written for picture: for advertising, film and trailers, television, games and online video.

## What we do
Every album in the catalogue is written by professional composers to a brief, recorded with real players wherever the music calls for it, and delivered in full mixes, edits, underscores and stems so an editor can cut it to the frame.

## How we work
Our catalogue is pre-cleared: we control the publishing and master rights of every track, so one licence covers both and you can use the music the same day you find it.

Our music supervisors search the catalogue for you, build playlists for a brief and can commission bespoke music when nothing off the shelf fits.

## Where we are
We are based in Lisbon and work with a network of agents around the world who represent the catalogue in their territories.`,
  },
  v2_agb: {
    title: 'Terms and conditions',
    body: `These terms govern the use of the RSM website and the licensing of music from the RSM catalogue. By creating an account or downloading music you accept them.

## Accounts
You must give accurate information when you register and keep your password secret. You are responsible for everything done with your account. We may suspend accounts that are used to break these terms.

## Previews and downloads
Previews and downloads are for evaluating music in a project (temp tracks, pitches and offline edits). Music may only be published, broadcast or distributed once it is covered by a licence.

## Licences
A licence is granted for the media, territory and term stated on it. The licence fee is due before publication. Licences cannot be transferred to another production without our written consent.

## Restrictions
You may not resell, sub-license or distribute the music as a stand-alone product, register it with a content identification system, or use it in content that is defamatory, obscene or unlawful.

## Liability
The music is provided as it is. Our total liability under a licence is limited to the fee paid for it.

## Governing law
These terms are governed by Portuguese law; the courts of Lisbon have jurisdiction.`,
  },
  v2_web_data_protection_page: {
    title: 'Privacy policy',
    body: `We respect your privacy and process personal data only as described here and as the General Data Protection Regulation (GDPR) allows.

## What we collect
When you register we store your name, email address and country. When you use the site we record searches, plays and downloads linked to your account, so we can show your history and improve the catalogue.

## Why we collect it
We use your data to run your account, to issue and administer licences, to answer your requests and, if you subscribed, to send our newsletter. We do not sell personal data.

## How long we keep it
Account data is kept while your account is active and deleted within 30 days of closing it. Licence records are kept for as long as the law requires, usually ten years.

## Your rights
You may ask for a copy of your data, for its correction or deletion, and object to its processing. Write to privacy@rsm.test; you may also complain to the Portuguese data protection authority (CNPD).`,
  },
  v2_cookie: {
    title: 'Cookie policy',
    body: `The RSM website uses a small number of cookies and similar technologies (local storage) to work properly and to understand how it is used.

## Strictly necessary
These keep you signed in, remember your language and your cookie choices. The site does not work without them, so they cannot be switched off.

## Analytics
With your consent, we count visits and measure which pages and features are used. The data is aggregated and never used to identify you.

## Managing cookies
You can change your choices at any time on the cookie preferences page, and delete cookies in your browser settings.`,
  },
  v2_cookie_preferences: {
    title: 'Cookie preferences',
    body: `Choose which optional cookies the RSM website may use. Your choice is stored in your browser and applies until you change it.

## Strictly necessary cookies
Always on. They keep you signed in and remember your language and these preferences.

## Analytics cookies
Off unless you switch them on. They help us understand which pages and searches are useful so we can improve the catalogue.`,
  },
  v2_rates_and_licensing: {
    title: 'Rates and licensing',
    body: `Every track in the RSM catalogue can be licensed online or through our licensing team. One licence covers both the composition and the recording.

## How it works
Find the music, choose the medium and the territory, and we issue a licence for the production. Fees depend on the medium, the territory and the length of the campaign.

## Media
We license music for advertising, film and trailers, online video, games and corporate or educational productions. See each rates page for example tiers.

## Blanket licences
Broadcasters, agencies and production companies that use music regularly can take an annual blanket licence covering all their productions. Contact us for a quote.`,
  },
  v2_rates_adverts: {
    title: 'Rates: advertising',
    body: `Licences for television, radio, cinema and online advertising. Fees are per campaign and include all cut-downs and versions of the same advertisement.

## Example tiers
Local (one region, up to 3 months): from €450.

National (one country, up to 12 months): from €1,500.

International (up to 5 countries, 12 months): from €4,000.

Worldwide (all media, 12 months): on request.

## Renewals
A campaign can be renewed for a further term at 75% of the original fee.`,
  },
  v2_rates_film_trailers: {
    title: 'Rates: film and trailers',
    body: `Licences for feature films, documentaries, short films, trailers and teasers.

## Example tiers
Short film or festival release: from €150 per track.

Documentary or independent feature, all media worldwide: from €600 per track.

Trailer or teaser, worldwide, perpetual: from €2,500 per track.

## Festival to distribution
A festival licence can be upgraded to full distribution at any time; we deduct the fee already paid.`,
  },
  v2_rates_online: {
    title: 'Rates: online',
    body: `Licences for content published online: social media, podcasts, websites and video platforms.

## Example tiers
Personal channel or podcast, non-commercial: €29 per track.

Business channel or branded content: €99 per track.

Paid social media campaign (up to 12 months): from €350 per track.

## Content identification
Our tracks are not registered with content identification systems, so licensed videos are not claimed.`,
  },
  v2_rates_games: {
    title: 'Rates: games',
    body: `Licences for video games, apps and interactive media, including their trailers and gameplay videos.

## Example tiers
Independent game (budget under €250,000): €250 per track.

Mobile or casual game: €400 per track.

Console or PC title: from €1,200 per track.

## Adaptive music
Stems are included with every game licence so the music can be layered and looped by the game engine.`,
  },
  v2_rates_ipc: {
    title: 'Rates: industrial, presentations and corporate',
    body: `Licences for corporate films, training and educational material, trade fairs, events and presentations that are not broadcast or advertised.

## Example tiers
Internal use (intranet, training, presentations): €80 per track.

External use (website, trade fairs, events): €190 per track.

Unlimited corporate use for 12 months: €1,900 for the whole catalogue.`,
  },
  v2_web_contacts_page: {
    title: 'Contact us',
    body: `We are happy to help you find music, clear a licence or commission something new.

## Music searches and licensing
Email licensing@rsm.test or call +351 21 000 0000, Monday to Friday, 9:00 to 18:00 (Lisbon time).

## Composers
Composers who would like to write for the library can send links to their work to composers@rsm.test.

## Address
RSM Production Music, Rua das Flores 10, 1200-195 Lisboa, Portugal.`,
  },
};
