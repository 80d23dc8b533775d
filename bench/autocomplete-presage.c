/* Presage (Debian's predictive text engine) as a line filter for bench/autocomplete.ts:
 * each stdin line is a text typed so far; the answer line is Presage's word predictions, tab-separated.
 * Built by the bench with: cc autocomplete-presage.c -lpresage. Learning is off so every line is judged alike. */
#include <presage.h>
#include <stdio.h>
#include <string.h>

static char past[100000];

static const char *past_stream(void *arg) { (void)arg; return past; }
static const char *future_stream(void *arg) { (void)arg; return ""; }

int main(void) {
  presage_t presage;
  if (presage_new(past_stream, NULL, future_stream, NULL, &presage) != PRESAGE_OK) return 1;
  presage_config_set(presage, "Presage.PredictorRegistry.PREDICTORS", "DefaultSmoothedNgramPredictor");
  presage_config_set(presage, "Presage.ContextTracker.ONLINE_LEARNING", "no");
  presage_config_set(presage, "Presage.Selector.SUGGESTIONS", "3");
  presage_config_set(presage, "Presage.Selector.REPEAT_SUGGESTIONS", "yes");
  while (fgets(past, sizeof past, stdin)) {
    past[strcspn(past, "\n")] = 0;
    char **words = NULL;
    if (presage_predict(presage, &words) == PRESAGE_OK && words) {
      for (int i = 0; words[i]; i++) printf(i ? "\t%s" : "%s", words[i]);
      presage_free_string_array(words);
    }
    printf("\n");
    fflush(stdout);
  }
  presage_free(presage);
  return 0;
}
