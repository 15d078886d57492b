import { GraphQLJSONObject } from 'graphql-scalars';
import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import type { PersonalData, PersonalDataService } from './personal-data.service';

@Resolver()
export class PersonalDataResolver {
  constructor(private readonly personalData: PersonalDataService) {}

  @Query(() => GraphQLJSONObject, {
    description:
      'Everything the site holds about the signed-in user (account, reviews with photo links, enquiries), as one JSON document to download.',
  })
  myData(@Ctx() { viewer }: RequestContext): Promise<PersonalData> {
    return this.personalData.export(viewer);
  }
}
