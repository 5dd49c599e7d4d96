/*
 * vigil-ps-stream: a streaming front end to the PocketSphinx library (Debian's 0.8+5prealpha).
 *
 * Debian's pocketsphinx_continuous links libsphinxad, which needs PulseAudio's client libraries,
 * and prints no interim hypotheses. This program links only libpocketsphinx and libsphinxbase and
 * speaks a line protocol the server reads:
 *
 *   stdin:  raw signed 16-bit little-endian mono PCM at 16 kHz, until end of file.
 *   stdout: one JSON object per line:
 *     {"t":"ready"}                                        decoder loaded, send audio
 *     {"t":"sos","ms":N}                                   speech started (ms from stream start)
 *     {"t":"partial","ms":N,"words":[[w,s,e],...]}         interim best path of the utterance
 *     {"t":"final","score":S,"words":[[w,s,e,p],...]}      end of utterance: words, times (ms from
 *                                                          stream start), posterior probability
 *     {"t":"at","ms":N}                                    audio decoded so far (with -progress_ms)
 *     {"t":"end"}                                          stream finished
 *   With -nbest N (N > 1) a final also carries "nbest":[{"score":S,"words":[[w,s,e],...]},...]: up to
 *   N-1 alternative hypotheses from the utterance's lattice, best first, each differing in its words
 *   from the best path and from each other.
 *
 * Options: -wordset FILE (lines "word<TAB>phones" added to the dictionary and the language model),
 * -partial_ms N (interval between interim hypotheses, 0 = none), -progress_ms N (interval between
 * "at" lines in ms of audio, 0 = none), -nbest N, then any pocketsphinx option (e.g. -vad_postspeech,
 * the silence in 10 ms frames that ends an utterance).
 *
 * An utterance's first interim hypothesis leaves as soon as the best path holds a word: until then
 * the path is looked at after every read (at most 20 ms of audio), not every -partial_ms. Waiting
 * for the cadence cost a caller 100 ms on average before it saw anything (issue 18's latency).
 */
#include <pocketsphinx.h>
#include <sphinxbase/err.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* At most 20 ms at 16 kHz per step: an utterance's end is seen within 20 ms of audio. Each step takes
 * what the pipe holds (read(2), not fread(3), which would wait for a whole chunk). */
#define CHUNK 320

static void put_json_string(const char *s) {
  putchar('"');
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      printf("\\%c", c);
    else if (c < 0x20)
      printf("\\u%04x", c);
    else
      putchar(c);
  }
  putchar('"');
}

/* Prints the words of the current best path; times are offset by the utterance's start. */
static void put_words(ps_decoder_t *ps, long utt_ms, int with_prob) {
  ps_seg_t *it = ps_seg_iter(ps);
  logmath_t *lmath = ps_get_logmath(ps);
  int first = 1;
  printf("[");
  for (; it != NULL; it = ps_seg_next(it)) {
    int sf, ef;
    ps_seg_frames(it, &sf, &ef);
    if (!first) putchar(',');
    first = 0;
    putchar('[');
    put_json_string(ps_seg_word(it));
    printf(",%ld,%ld", utt_ms + sf * 10L, utt_ms + (ef + 1) * 10L);
    if (with_prob) {
      int32 post = ps_seg_prob(it, NULL, NULL, NULL);
      printf(",%.4f", logmath_exp(lmath, post));
    }
    putchar(']');
  }
  printf("]");
}

/* The words of a segment iterator as [[w,s,e],...] (times in ms from the stream's start); frees it. */
static void put_seg_words(ps_seg_t *it) {
  int first = 1;
  printf("[");
  for (; it != NULL; it = ps_seg_next(it)) {
    int sf, ef;
    ps_seg_frames(it, &sf, &ef);
    if (!first) putchar(',');
    first = 0;
    putchar('[');
    put_json_string(ps_seg_word(it));
    printf(",%ld,%ld]", sf * 10L, (ef + 1) * 10L);
  }
  printf("]");
}

/* Up to max-1 alternatives from the lattice, distinct in their words from `best` and each other. */
static void put_nbest(ps_decoder_t *ps, int max) {
  ps_nbest_t *nb = ps_nbest(ps);
  char seen[16][1024];
  int nseen = 0, scanned = 0;
  const char *best = ps_get_hyp(ps, NULL);
  snprintf(seen[nseen++], sizeof seen[0], "%s ", best ? best : "");
  printf(",\"nbest\":[");
  for (; nb != NULL && nseen < max && nseen < 16 && scanned < 200; nb = ps_nbest_next(nb), scanned++) {
    int32 score = 0;
    char text[1024];
    int k, dup = 0;
    ps_nbest_hyp(nb, &score);
    /* Render the words once to compare; printing happens only for a new hypothesis. */
    {
      ps_seg_t *it = ps_nbest_seg(nb);
      size_t used = 0;
      text[0] = '\0';
      for (; it != NULL; it = ps_seg_next(it)) {
        const char *w = ps_seg_word(it);
        const char *paren = strchr(w, '(');
        int len = paren != NULL ? (int)(paren - w) : (int)strlen(w);
        if (w[0] == '<' || w[0] == '[' || w[0] == '+') continue;
        /* Compared without the pronunciation mark: "to(2)" is the word "to". */
        if (used + (size_t)len + 2 < sizeof text)
          used += (size_t)snprintf(text + used, sizeof text - used, "%.*s ", len, w);
      }
    }
    for (k = 0; k < nseen; k++)
      if (strcmp(seen[k], text) == 0) dup = 1;
    if (dup || text[0] == '\0') continue;
    snprintf(seen[nseen++], sizeof seen[0], "%s", text);
    if (nseen > 2) putchar(',');
    printf("{\"score\":%d,\"words\":", score);
    put_seg_words(ps_nbest_seg(nb));
    printf("}");
  }
  if (nb != NULL) ps_nbest_free(nb);
  printf("]");
}

static int add_wordset(ps_decoder_t *ps, const char *path) {
  FILE *f = fopen(path, "r");
  char line[4096];
  int n = 0;
  if (f == NULL) return -1;
  while (fgets(line, sizeof line, f) != NULL) {
    char *tab = strchr(line, '\t');
    char *nl;
    if (tab == NULL) continue;
    *tab = '\0';
    if ((nl = strpbrk(tab + 1, "\r\n")) != NULL) *nl = '\0';
    /* Every word but the last is added without rebuilding the search; the last rebuilds it. */
    n++;
  }
  rewind(f);
  while (fgets(line, sizeof line, f) != NULL) {
    char *tab = strchr(line, '\t');
    char *nl;
    if (tab == NULL) continue;
    *tab = '\0';
    if ((nl = strpbrk(tab + 1, "\r\n")) != NULL) *nl = '\0';
    n--;
    if (ps_add_word(ps, line, tab + 1, n == 0) < 0) E_WARN("could not add %s\n", line);
  }
  fclose(f);
  return 0;
}

int main(int argc, char *argv[]) {
  const char *wordset = NULL;
  long partial_ms = 0, progress_ms = 0, last_progress = 0;
  int nbest = 1;
  char **rest = malloc(sizeof(char *) * (argc + 1));
  int nrest = 0, i;
  cmd_ln_t *config;
  ps_decoder_t *ps;
  union {
    int16 samples[CHUNK];
    unsigned char bytes[CHUNK * sizeof(int16)];
  } buf;
  size_t have = 0; /* bytes in buf: a read may end half-way through a sample */
  ssize_t got;
  /* Segment frame numbers count from the start of the stream across utterances (measured with
   * clips of known layout: within 50 ms), so no per-utterance offset is added (utt_ms stays 0). */
  long samples = 0, utt_ms = 0, last_partial = 0;
  int in_utt = 0, partial_sent = 0;
  char *last_hyp = NULL;

  rest[nrest++] = argv[0];
  for (i = 1; i < argc; i++) {
    if (strcmp(argv[i], "-wordset") == 0 && i + 1 < argc)
      wordset = argv[++i];
    else if (strcmp(argv[i], "-partial_ms") == 0 && i + 1 < argc)
      partial_ms = atol(argv[++i]);
    else if (strcmp(argv[i], "-progress_ms") == 0 && i + 1 < argc)
      progress_ms = atol(argv[++i]);
    else if (strcmp(argv[i], "-nbest") == 0 && i + 1 < argc)
      nbest = atoi(argv[++i]);
    else
      rest[nrest++] = argv[i];
  }
  rest[nrest] = NULL;
  config = cmd_ln_parse_r(NULL, ps_args(), nrest, rest, TRUE);
  if (config == NULL) return 2;
  ps = ps_init(config);
  if (ps == NULL) return 3;
  if (wordset != NULL && add_wordset(ps, wordset) < 0) return 4;

  printf("{\"t\":\"ready\"}\n");
  fflush(stdout);
  ps_start_utt(ps);
  while ((got = read(0, buf.bytes + have, sizeof buf.bytes - have)) != 0) {
    size_t k;
    if (got < 0) {
      if (errno == EINTR) continue;
      break;
    }
    have += (size_t)got;
    k = have / sizeof(int16);
    if (k == 0) continue;
    ps_process_raw(ps, buf.samples, k, FALSE, FALSE);
    /* An odd byte left over starts the next sample. */
    if (have % sizeof(int16)) buf.bytes[0] = buf.bytes[have - 1];
    have %= sizeof(int16);
    samples += (long)k;
    long now_ms = samples / 16;
    int speech = ps_get_in_speech(ps);
    if (speech && !in_utt) {
      in_utt = 1;
      partial_sent = 0;
      last_partial = now_ms;
      printf("{\"t\":\"sos\",\"ms\":%ld}\n", now_ms - 100 > 0 ? now_ms - 100 : 0);
      fflush(stdout);
    } else if (speech && partial_ms > 0 && (!partial_sent || now_ms - last_partial >= partial_ms)) {
      const char *hyp = ps_get_hyp(ps, NULL);
      if (partial_sent) last_partial = now_ms;
      if (hyp != NULL && *hyp && (last_hyp == NULL || strcmp(hyp, last_hyp) != 0)) {
        partial_sent = 1;
        last_partial = now_ms;
        free(last_hyp);
        last_hyp = strdup(hyp);
        printf("{\"t\":\"partial\",\"ms\":%ld,\"words\":", now_ms);
        put_words(ps, utt_ms, 0);
        printf("}\n");
        fflush(stdout);
      }
    } else if (!speech && in_utt) {
      int32 score = 0;
      ps_end_utt(ps);
      ps_get_hyp(ps, &score);
      ps_get_prob(ps);
      printf("{\"t\":\"final\",\"score\":%d,\"words\":", score);
      put_words(ps, utt_ms, 1);
      if (nbest > 1) put_nbest(ps, nbest);
      printf("}\n");
      fflush(stdout);
      free(last_hyp);
      last_hyp = NULL;
      in_utt = 0;
      ps_start_utt(ps);
    }
    if (progress_ms > 0 && now_ms - last_progress >= progress_ms) {
      last_progress = now_ms;
      printf("{\"t\":\"at\",\"ms\":%ld}\n", now_ms);
      fflush(stdout);
    }
  }
  ps_end_utt(ps);
  if (in_utt) {
    int32 score = 0;
    ps_get_hyp(ps, &score);
    ps_get_prob(ps);
    printf("{\"t\":\"final\",\"score\":%d,\"words\":", score);
    put_words(ps, utt_ms, 1);
    if (nbest > 1) put_nbest(ps, nbest);
    printf("}\n");
  }
  printf("{\"t\":\"end\"}\n");
  fflush(stdout);
  ps_free(ps);
  cmd_ln_free_r(config);
  free(rest);
  free(last_hyp);
  return 0;
}
