import { Arg, Query, Resolver } from 'type-graphql';
import type { TourService } from './tours.service';
import { TourView } from './tours.types';

/** The tours that can be booked online, with their prices: for everyone. */
@Resolver()
export class TourResolver {
  constructor(private readonly tourService: TourService) {}

  @Query(() => [TourView], {
    description: "The tour plans' options that can be booked online, with their prices, in order.",
  })
  tours(
    @Arg('language', () => String, {
      nullable: true,
      description:
        "A language code (en, de, fr, ru, zh); by default the request's Accept-Language. " +
        'A text without a translation is given in English.',
    })
    language?: string | null,
  ): Promise<TourView[]> {
    return this.tourService.tours(language ?? undefined);
  }
}
