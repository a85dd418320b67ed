-- One search across products and posts (docs/decisions/057-site-search-in-postgresql.md).
-- Matching is a substring match on a folded text: Latin letters lose their diacritics and case,
-- every other script (Chinese) is compared as written, so 礼盒 finds 磁吸礼盒. pg_trgm's GIN indexes
-- answer "contains" for three or more characters; shorter queries still match correctly, through
-- a scan of the same index. PGlite ships pg_trgm (lib/db/pglite-extensions.ts loads it);
-- PostgreSQL and Supabase have it as a contrib extension.

create extension if not exists pg_trgm;

-- translate() rather than the unaccent extension: it is immutable by itself (an index may use it),
-- needs no dictionary file, and does not depend on the schema an extension was installed in.
-- After the translation only ASCII letters carry case, which lower() folds under any collation.
create or replace function search_fold(value text) returns text
  language sql immutable strict parallel safe
  as $$ select lower(translate(value, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹØøĐđŁłĦħıŦŧ', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZzOoUuAaIiOoUuUuUuUuUuAaAaGgKkOoOojGgNnAaAaAaEeEeIiIiOoOoRrRrUuUuSsTtHhAaEeOoOoOoOoYyAaBbBbBbCcDdDdDdDdDdEeEeEeEeEeFfGgHhHhHhHhHhIiIiKkKkKkLlLlLlLlMmMmMmNnNnNnNnOoOoOoOoPpPpRrRrRrRrSsSsSsSsSsTtTtTtTtUuUuUuUuUuVvVvWwWwWwWwWwXxXxYyZzZzZzhtwyAaAaAaAaAaAaAaAaAaAaAaAaEeEeEeEeEeEeEeEeIiIiOoOoOoOoOoOoOoOoOoOoOoOoUuUuUuUuUuUuUuYyYyYyYyOoDdLlHhiTt')) $$;

-- The words of a content block: every string in its JSON, HTML tags removed.
create or replace function search_block_text(content jsonb) returns text
  language sql immutable strict parallel safe
  as $$
    select coalesce(string_agg(regexp_replace(v #>> '{}', '<[^>]*>', ' ', 'g'), ' '), '')
      from jsonb_path_query(content, 'strict $.** ? (@.type() == "string")') as v
  $$;

create index if not exists items_search_name_idx on items using gin (search_fold(item_name) gin_trgm_ops);
-- Codes are matched exactly and by prefix: one b-tree on the folded code answers both.
create index if not exists items_search_code_idx on items (search_fold(item_code) text_pattern_ops);
create index if not exists item_translations_search_name_idx on item_translations using gin (search_fold(item_name) gin_trgm_ops);
create index if not exists item_specifications_search_value_idx on item_specifications using gin (search_fold(spec_value) gin_trgm_ops);
create index if not exists item_specification_translations_search_value_idx
  on item_specification_translations using gin (search_fold(spec_value) gin_trgm_ops);

create index if not exists blog_posts_search_title_idx on blog_posts using gin (search_fold(title) gin_trgm_ops);
create index if not exists blog_posts_search_excerpt_idx on blog_posts using gin (search_fold(excerpt) gin_trgm_ops);
create index if not exists blog_post_translations_search_title_idx on blog_post_translations using gin (search_fold(title) gin_trgm_ops);
create index if not exists blog_post_translations_search_excerpt_idx on blog_post_translations using gin (search_fold(excerpt) gin_trgm_ops);
create index if not exists blog_content_blocks_search_idx
  on blog_content_blocks using gin (search_fold(search_block_text(content)) gin_trgm_ops);
create index if not exists blog_content_block_translations_search_idx
  on blog_content_block_translations using gin (search_fold(search_block_text(content)) gin_trgm_ops);
