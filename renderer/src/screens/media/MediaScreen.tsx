// The media screen: `#/media` lists the scope's segments, `#/media/<gkMediaSegmentId>` opens one.
import { MediaDetail } from './MediaDetail.js';
import { MediaList } from './MediaList.js';
import './media.css';

export default function MediaScreen({ params }: { params: string[] }) {
  const id = params[0];
  return (
    <section className="media-screen" data-testid="screen-media">
      <h2>Media</h2>
      {id ? <MediaDetail key={id} id={id} /> : <MediaList />}
    </section>
  );
}
