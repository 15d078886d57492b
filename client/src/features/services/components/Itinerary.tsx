import { langOf } from '../../../content/useSiteContent';
import { groupByDay, type TourOption } from '../itinerary';

/** A tour's itinerary day by day, each line in the language it is written in. */
export function Itinerary({ option }: { option: TourOption }) {
  const lineLang = (line: string) => langOf(option.highlights, option.highlights.indexOf(line));
  return (
    <div className="itinerary">
      {groupByDay(option.highlights).map((day, index) => (
        <div key={day.heading ?? index} className="itinerary-day">
          {day.heading && (
            <h3 className="h6 itinerary-day-heading" lang={lineLang(day.heading)}>
              {day.heading}
            </h3>
          )}
          {day.lines.length > 0 && (
            <ul>
              {day.lines.map((line) => (
                <li key={line} lang={lineLang(line)}>
                  {line}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
