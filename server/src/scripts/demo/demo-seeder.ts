import { Viewer } from '../../common/request-context';
import type { Config } from '../../config';
import type { Services } from '../../services';
import { OperatorError } from '../database-tools';
import { isoDate } from '@lanka-tours/shared/booking-options';
import { Booking, FormTickets } from '../../modules/booking';
import { Feedback } from '../../modules/feedback';
import { markEmailVerified, User } from '../../modules/users';
import {
  ensureDemoAccount,
  newDemoPassword,
  whyNotDemoDatabase,
  type DemoCredentials,
} from './demo-accounts';
import {
  DEMO_ALBUMS,
  DEMO_ENQUIRIES,
  DEMO_GUIDE_NAME,
  DEMO_TRAVELLERS,
  type DemoTraveller,
} from './demo-content';
import { seedCalendar } from './demo-calendar';
import { demoPhoto } from './demo-photos';

const DAY_MS = 24 * 3600 * 1000;

export interface DemoReport {
  guide: DemoCredentials;
  traveller: DemoCredentials;
  added: {
    reviews: number;
    albums: number;
    photos: number;
    enquiries: number;
    guides: number;
    tourBookings: number;
  };
}

/**
 * Fills a database of its own with a believable site through the services, as visitors and a
 * tour guide would: reviews with photos, albums with captions, enquiries in the guides' inbox,
 * guides with days off and tours booked online.
 * What is there already is left as it is, so running it again adds nothing.
 */
export class DemoSeeder {
  private readonly added = {
    reviews: 0,
    albums: 0,
    photos: 0,
    enquiries: 0,
    guides: 0,
    tourBookings: 0,
  };

  constructor(
    private readonly services: Services,
    private readonly config: Config,
  ) {}

  async run(): Promise<DemoReport> {
    const manager = this.services.dataSource.manager;
    const refusal = await whyNotDemoDatabase(manager);
    if (refusal) throw new OperatorError(refusal);

    const [first, ...others] = DEMO_TRAVELLERS;
    const traveller = { email: first.email, password: newDemoPassword() };
    const travellerUser = await ensureDemoAccount(manager, first, traveller.password);
    await this.review(first, travellerUser, 0);
    for (const [index, other] of others.entries()) {
      await this.review(other, await ensureDemoAccount(manager, other), index + 1);
    }

    // The guide is the first tour-guide address, confirmed as if its emailed link was followed.
    const guide = { email: this.config.adminEmails[0], password: newDemoPassword() };
    const guideUser = await ensureDemoAccount(
      manager,
      { name: DEMO_GUIDE_NAME, email: guide.email, country: 'Other' },
      guide.password,
    );
    await markEmailVerified(manager, guideUser.id);
    const guideViewer = this.viewer(await manager.findOneByOrFail(User, { id: guideUser.id }));
    await this.albums(guideViewer);
    await this.enquiries(guideViewer, travellerUser);
    const calendar = await seedCalendar(this.services, guideViewer, this.tickets());
    return { guide, traveller, added: { ...this.added, ...calendar } };
  }

  /** The form tickets the server issues, for requests sent as the forms send them. */
  private tickets(): FormTickets {
    return new FormTickets(this.config.jwtSecret);
  }

  private viewer(user: User | null): Viewer {
    return new Viewer(user, false, this.services.auth.guideAccess);
  }

  /** A traveller's review, dated some weeks back so the list reads like months of reviews. */
  private async review(traveller: DemoTraveller, user: User, index: number): Promise<void> {
    const viewer = this.viewer(user);
    if ((await this.services.feedback.listMine(viewer)).length) return;
    const { rating, location, comment, photos } = traveller.review;
    const images = await Promise.all(photos.map(demoPhoto));
    const review = await this.services.feedback.create(viewer, async () => ({
      values: { fullName: traveller.name, rating, comment, location },
      images,
    }));
    const writtenAt = new Date(Date.now() - (index * 11 + 2) * DAY_MS);
    await this.services.dataSource.manager.update(
      Feedback,
      { id: review.id },
      { createdAt: writtenAt, updatedAt: writtenAt },
    );
    this.added.reviews += 1;
    this.added.photos += images.length;
  }

  private async albums(guide: Viewer): Promise<void> {
    const existing = await this.services.albums.list();
    for (const album of DEMO_ALBUMS) {
      const { photos, ...values } = album;
      let found = existing.find((candidate) => candidate.title === album.title);
      if (!found) {
        found = await this.services.albums.create(guide, values);
        this.added.albums += 1;
      }
      // An album whose photos a stopped run did not upload gets them now.
      if (found.images.length) continue;
      await this.services.albums.uploadImages(guide, found.id, async () => ({
        files: await Promise.all(photos.map((photo) => demoPhoto(photo.artwork))),
        captions: photos.map((photo) => photo.caption),
      }));
      this.added.photos += photos.length;
    }
  }

  /** Sent as the booking form sends them, with a form ticket issued a few seconds before. */
  private async enquiries(guide: Viewer, traveller: User): Promise<void> {
    const tickets = this.tickets();
    const manager = this.services.dataSource.manager;
    for (const enquiry of DEMO_ENQUIRIES) {
      if (await manager.existsBy(Booking, { idempotencyKey: enquiry.key })) continue;
      const { booking } = await this.services.bookings.requestGuide(
        {
          name: enquiry.name,
          email: enquiry.email,
          phone: enquiry.phone,
          tourDate: isoDate(new Date(Date.now() + enquiry.daysAhead * DAY_MS)),
          groupSize: enquiry.groupSize,
          duration: enquiry.duration,
          destination: enquiry.destination,
          message: enquiry.message,
          idempotencyKey: enquiry.key,
          formTicket: tickets.issue(Date.now() - 5000),
        },
        this.viewer(enquiry.signedIn ? traveller : null),
        '127.0.0.1',
      );
      if (enquiry.status !== 'new') {
        await this.services.bookingInbox.setStatus(guide, booking.id, enquiry.status);
      }
      this.added.enquiries += 1;
    }
  }
}
