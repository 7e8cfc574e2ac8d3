"""One game being played: commands in, events out, autosave. Stands on everything else
but prints and speaks nothing itself."""
