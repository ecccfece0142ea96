Feature: Sessions under faults
  A session never hangs and never goes back in time, whatever its command does to the shell:
  deleting its directory, redirecting or closing its output, shadowing builtins, tracing, leaving
  jobs behind, dying without its exit trap, or replacing itself. The sentinel that ends each
  command goes to the session's own copies of the pipes with `builtin printf`, unseen by xtrace,
  and the state is saved after every command. A function named `builtin` or `exec` (which would
  take the shell's own commands away) is dropped at the end of its call; one named `printf` stays.

  Background:
    Given the calls belong to the session "faults"

  Scenario Outline: A session whose directory was deleted comes back in the nearest directory that exists (<end>)
    When I execute BashTool with command="mkdir -p gone/deeper && cd gone/deeper && rm -r ../../gone && export KEPT=yes"
    And I execute BashTool with:
      | command | <end> |
      | timeout | 1000  |
    And I execute BashTool with command="pwd; echo $KEPT"
    Then the result should be successful
    And the execution should complete in less than 3 seconds
    And the output should be "{tempDir}\nyes\n[stderr]\n[The session's directory {tempDir}/gone/deeper no longer exists; the shell started in {tempDir}]\n"
    When I execute BashTool with command="cd /tmp && pwd"
    Then the output should be "/tmp\n"

    Examples:
      | end       |
      | exit 0    |
      | sleep 346 |

  Scenario: A session's first call from a directory that does not exist is refused, naming it, and starts no shell
    Given the calls come from the directory "missing" of the scenario, which does not exist
    When I execute BashTool with command="echo hello"
    Then the result should be failed
    And the error should contain "Working directory does not exist"
    And no process should have been launched

  Scenario: A session's shell goes on where it is when the directory its calls come from is removed after it started
    Given the calls come from the directory "work" of the scenario
    When I execute BashTool with command="cd .. && echo started"
    And the scenario's directory "work" is removed
    And I execute BashTool with command="echo still-running"
    Then the result should be successful
    And the output should be "still-running\n"

  Scenario Outline: A command that <does> does not lose the end of its call or the session's state
    When I execute BashTool with command="export KEPT=yes; kept() { echo function; }"
    And I execute BashTool with command="<command>"
    Then the execution should complete in less than 3 seconds
    When I execute BashTool with command="echo out; echo err >&2; echo $KEPT; kept"
    Then the result should be successful
    And the output should be "out\nyes\nfunction\n[stderr]\nerr\n"
    And the execution should complete in less than 3 seconds
    And the session shell should have been started 1 time

    Examples:
      | does                             | command                                  |
      | sends its output to /dev/null    | exec >/dev/null; echo hidden             |
      | joins stderr to stdout           | exec 2>&1; echo joined >&2               |
      | closes stdout                    | exec >&-; echo lost                      |
      | closes stderr                    | exec 2>&-; echo lost >&2                 |
      | defines a function named printf  | printf() { :; }; echo shadowed           |
      | defines a function named builtin | builtin() { :; }; echo shadowed          |
      | defines a function named exec    | exec() { :; }; echo shadowed             |
      | turns on noclobber and nounset   | set -Cu; echo strict                     |

  # With the session's copies of the pipes closed, or printf disabled, no sentinel can be written:
  # the call used to wait out its whole timeout. Now the shell ends with the command's status and
  # the next call's shell starts from the state as of that command.
  Scenario Outline: A command that <does> ends its call at once, with the state it left
    When I execute BashTool with command="export KEPT=yes; kept() { echo function; }"
    And I execute BashTool with:
      | command | export AFTER=1; <command>; echo done |
      | timeout | 8000                                 |
    Then the result should be successful
    And the output should be "done\n"
    And the execution should complete in less than 3 seconds
    When I execute BashTool with command="echo $KEPT $AFTER; kept; <check>"
    Then the result should be successful
    And the output should be "yes 1\nfunction\n<checked>"
    And the session shell should have been started 2 times

    Examples:
      | does                                      | command        | check                  | checked  |
      | closes the session's copy of stdout       | exec 61>&-     | echo out               | out\n    |
      | closes the session's copy of stderr       | exec 62>&-     | echo err >&2           | [stderr]\nerr\n |
      | disables printf                           | enable -n printf | printf '%s\n' printed | printed\n |

  # The state is saved after the sentinel: a file-size limit of 0 killed the shell there with
  # SIGXFSZ, and the next call got its death (exit 153) instead of a result. Without file
  # descriptors to spare, the shell could not redirect around the next command and went silent.
  Scenario Outline: A command that <does> does not take the next call down with it
    When I execute BashTool with command="export KEPT=yes"
    And I execute BashTool with:
      | command | <command>; echo limited |
      | timeout | 8000                    |
    Then the output should start with "limited\n"
    And the execution should complete in less than 3 seconds
    When I execute BashTool with command="echo next $KEPT"
    Then the result should be successful
    And the output should be "next yes\n"
    And the execution should complete in less than 3 seconds

    Examples:
      | does                                           | command     |
      | limits the size of the files it writes to none | ulimit -f 0 |
      | limits the shell to three open files           | ulimit -n 3 |

  # vim, its stdin at an end, reads its stderr instead: the shell's stderr, which no one writes
  # to, made it wait out the call's timeout. Both outputs are closed for reading now.
  Scenario Outline: A command that reads its <stream> for want of input gets end-of-file at once
    When I execute BashTool with command="if read -r -t 5 line <&<fd>; then echo read; else echo status $?; fi"
    Then the output should be "status 1\n"
    And the execution should complete in less than 3 seconds

    Examples:
      | stream | fd |
      | stdout | 1  |
      | stderr | 2  |

  Scenario: The sentinels stay out of a traced command's output
    When I execute BashTool with command="set -x; echo traced"
    Then the output should contain "+ echo traced"
    And the output should NOT contain "__AT_"
    And the output should NOT contain "printf"
    When I execute BashTool with command="echo still traced"
    Then the output should contain "+ echo still traced"
    And the output should NOT contain "__AT_"
    And the output should NOT contain "return"

  Scenario: Under set -a the variables a command sets reach the next commands' environment, and the session's own do not
    When I execute BashTool with command="set -a"
    And I execute BashTool with command="kept=yes"
    And I execute BashTool with command="env | grep -e '^__at_' -e '^kept='"
    Then the output should be "kept=yes\n"

  Scenario: A command's set -v echoes the next commands as they are read, not the session's own lines
    When I execute BashTool with command="set -v"
    And I execute BashTool with command="echo verbose"
    Then the output should be "verbose\n[stderr]\necho verbose\n"
    When I execute BashTool with command="set +v"
    And I execute BashTool with command="echo quiet"
    Then the output should be "quiet\n"

  # The shell reads the command with one read of its length in bytes: a length counted in the
  # locale's characters, or a command longer than the pipe holds, would leave the rest of it to be
  # run as the next command.
  Scenario: A long command of many-byte characters reaches the shell exactly as written, in a UTF-8 locale
    When I execute BashTool with command="export LC_ALL=C.UTF-8"
    And I execute BashTool with a heredoc of 5000 lines of "héllo ✓ 𝄞" piped to "wc -c"
    Then the output should be "80000\n"
    When I execute BashTool with a heredoc of 3 lines of "héllo ✓ 𝄞" piped to "sha256sum"
    Then the output should be "b3e8df1f235a0a3711ed6616805352f356623a15df504bad23752c38736c5567  -\n"
    When I execute BashTool with command="echo next"
    Then the output should be "next\n"

  Scenario: Output of a job a call left running does not land in a later call
    When I execute BashTool with command="(sleep 0.3; echo late) & sleep 347 & echo started"
    Then the output should start with "started\n"
    And the output should contain "were stopped when it finished"
    And metadata should contain background_processes_stopped=true
    And no process running "sleep 347" should be left
    When I execute BashTool with command="sleep 0.6; echo next"
    Then the output should be "next\n"

  # Without containment what a call left is looked for in the shell's process group, among the
  # processes created while it ran (the whole of /proc only when the pids wrapped or many were made).
  Scenario: Jobs a call left running are stopped without containment too, the last one created included
    Given a toolkit with containment turned off
    And the calls belong to the session "uncontained-jobs"
    When I execute BashTool with command="sleep 4292 & /bin/true; sleep 4291 & echo started"
    Then the output should start with "started\n"
    And the output should contain "were stopped when it finished"
    And metadata should contain background_processes_stopped=true
    And no process running "sleep 4291" should be left
    And no process running "sleep 4292" should be left
    When I execute BashTool with command="sleep 4293 & echo again"
    Then the output should contain "were stopped when it finished"
    And no process running "sleep 4293" should be left

  # The first cause stands: a cancellation that comes while a timed-out run's shell is being
  # stopped (a shell that ignores SIGTERM waits out the grace) neither renames nor restarts the stop.
  Scenario: A run that timed out and is then cancelled while its shell is being stopped stays timed out
    Given the caller holds the session "late-cancel"
    When the caller runs "trap '' TERM; sleep 4281" in the session it holds, with a timeout of 300 ms and a cancellation after 550 ms
    Then that run should have ended with status "timeout"
    And no process running "sleep 4281" should be left

  # Without containment the shell's process group is scanned only when the call made a process, or
  # when jobs were found there before: such a job, ignoring SIGTERM, may start another during its
  # grace (the SIGKILL after it goes to what was found), which only the next scan finds.
  Scenario: A process a stopped job started during its grace is found by the next call, even one that starts none
    Given a toolkit with containment turned off
    And the calls belong to the session "grace-child"
    When I execute BashTool with command="sh -c \"trap '' TERM; sleep 0.2; sleep 4283\" & echo started"
    Then the output should contain "were stopped when it finished"
    When 1 seconds pass
    And I execute BashTool with command="echo next"
    Then no process running "sleep 4283" should be left

  # A job the command has just forked is a copy of the session's shell until it execs its program:
  # signalled then, it ran the session's traps, and bash said "wait_for: No record of process N" in a
  # later call's output (about one call in five). Such a job gets its SIGTERM once it runs its program.
  Scenario: Jobs stopped right after their call leave no word of bash's in the calls after them
    When 20 times a call leaves "sleep 4279" running and the next call runs "echo ok"
    Then every one of those next calls should have said exactly "ok\n"
    And no process running "sleep 4279" should be left

  # Such a job lives through its grace: the next calls found it in the shell's count and were said
  # to have left it, and bash's notice of its SIGKILL ("Killed") landed in a later call's stderr.
  Scenario: A job that ignores SIGTERM is ended after the grace, and neither it nor its end is a later call's
    When I execute BashTool with command="(trap '' TERM; sleep 4264) & echo first"
    Then the output should start with "first\n"
    And the output should contain "were stopped when it finished"
    When I execute BashTool with command="echo second"
    Then the output should be "second\n"
    When I execute BashTool with command="sleep 1; echo third"
    Then the output should be "third\n"
    And no process running "sleep 4264" should be left

  Scenario: A command's set -e, set -u and pipefail hold for the next ones, and the session's own plumbing never trips them
    When I execute BashTool with command="set -eu -o pipefail; export KEPT=yes"
    And I execute BashTool with command="sleep 4263 & echo started"
    Then the output should start with "started\n"
    And the output should contain "were stopped when it finished"
    And no process running "sleep 4263" should be left
    When I execute BashTool with command="[[ $- == *e* && $- == *u* && -o pipefail ]] && echo kept $KEPT"
    Then the output should be "kept yes\n"

  # The shell counts what a command left in its namespace with a glob of /proc: a command that
  # turned globbing off, or made it pass over some of /proc, had what it left counted as nothing,
  # never stopped. Its settings are its own again for the next command.
  Scenario Outline: What a call left running is stopped whatever it did to the shell's globbing (<setting>)
    When I execute BashTool with command="<setting>"
    And I execute BashTool with command="sleep 4261 & sleep 4261 & echo started"
    Then the output should start with "started\n"
    And the output should contain "were stopped when it finished"
    And no process running "sleep 4261" should be left
    When I execute BashTool with command="<check>"
    Then the output should be "<kept>"

    Examples:
      | setting                                     | check                                  | kept                                |
      | set -f                                      | [[ $- == *f* ]] && echo /proc/[0-9]*   | /proc/[0-9]*\n                      |
      | GLOBIGNORE=/proc/1:/proc/2                  | echo $GLOBIGNORE; shopt -p dotglob     | /proc/1:/proc/2\nshopt -s dotglob\n |
      | GLOBIGNORE='/proc/[0-9]*'; shopt -u dotglob | shopt -p dotglob; echo /proc/[0-9]*    | shopt -u dotglob\n/proc/[0-9]*\n    |

  Scenario Outline: A shell that dies without its exit trap (<how>) is followed by one with the state of the last command
    When I execute BashTool with command="mkdir -p sub && cd sub && export FIRST=1"
    And I execute BashTool with command="export SECOND=2; f() { echo f; }"
    And I execute BashTool with command="<how>"
    And I execute BashTool with command="basename $PWD; echo $FIRST $SECOND; f"
    Then the result should be successful
    And the output should be "sub\n1 2\nf\n"

    Examples:
      | how                        |
      | kill -9 $$                 |
      | trap - EXIT; kill -9 $$    |
      | set -C; kill -9 $$         |
      | exec bash                  |
      | exec sleep 0.1             |

  # Beside the exports, functions, aliases and directory: the umask, the shopt settings and the
  # set -o options that change what commands do (errexit, nounset, pipefail, noclobber, noglob,
  # allexport, physical) came back as bash's defaults after a restart.
  Scenario Outline: A shell that ends (<how>) is followed by one with the last command's umask, shell options and shopt settings
    When I execute BashTool with command="umask 027; set -eu -o pipefail -o noclobber; shopt -s globstar nullglob"
    And I execute BashTool with command="<how>"
    And I execute BashTool with command="umask; [[ $- == *e* && $- == *u* ]] && echo eu; [[ -o pipefail && -o noclobber ]] && echo pipefail noclobber; shopt -q globstar nullglob && echo globstar nullglob"
    Then the result should be successful
    And the output should be "0027\neu\npipefail noclobber\nglobstar nullglob\n"
    And the session shell should have been started 2 times

    Examples:
      | how        |
      | exit 0     |
      | kill -9 $$ |

  Scenario: A shell restarted with every shopt setting off gets its set -o options back too
    When I execute BashTool with command="for o in $(shopt -s | cut -f1); do shopt -u $o; done; set -o pipefail"
    And I execute BashTool with command="exit 0"
    And I execute BashTool with command="echo [$BASHOPTS]; [[ -o pipefail ]] && echo pipefail"
    Then the output should be "[]\npipefail\n"

  Scenario Outline: A timeout in a session reports the signal, as a one-off command does (<shells>)
    Given <shells>
    And the calls belong to the session "faults"
    When I execute BashTool with:
      | command | sleep 348 |
      | timeout | 1000      |
    Then the result should be failed
    And metadata should contain timed_out=true
    And metadata should contain signal=SIGTERM
    And the error should contain "(SIGTERM)"
    And no process running "sleep 348" should be left

    Examples:
      | shells                                |
      | the toolkit's shells are contained    |
      | a toolkit with containment turned off |

  Scenario: A call that arrives while another runs does not wait; it starts from the session's state
    When I execute BashTool with command="mkdir -p sub && cd sub && export KEPT=yes"
    And a session call runs "sleep 2; echo first" while a second call with a 1000 ms timeout runs "basename $PWD; echo $KEPT; cd /"
    Then the second call's output should be "sub\nyes\n"
    And the second call should have taken less than 1000 ms
    And the first call's output should be "first\n"
    When I execute BashTool with command="basename $PWD"
    Then the output should be "sub\n"
    And the session shell should have been started 2 times

  Scenario: After parallel calls the session's state is that of the call that finished last
    When I execute BashTool with command="mkdir -p sub && export WHO=nobody"
    And a session call runs "sleep 1; cd sub; export WHO=first" while a second call with a 5000 ms timeout runs "sleep 2; cd /; export WHO=second"
    Then the first call's output should be "(no output)"
    And the second call's output should be "(no output)"
    When I execute BashTool with command="pwd; echo $WHO; kept() { echo kept; }"
    Then the output should be "/\nsecond\n"
    When I execute BashTool with command="kept"
    Then the output should be "kept\n"

  Scenario: A parallel call's own shell is gone by the time the call returns
    When a session call runs "sleep 1" while a second call runs "echo second"
    Then the second call's output should be "second\n"
    And the second call's shell should have been gone when it returned

  Scenario: A call in flight when the toolkit closes is reported as killed
    When a session call runs "sleep 349" while the toolkit is closed
    Then metadata should contain status="killed"
    And at once no process of the last launched command should be alive

  Scenario: Closing an uncontained session returns only once a job that ignores SIGTERM is gone too
    Given a toolkit with containment turned off and a kill grace of 300 ms
    And the calls belong to the session "faults"
    When I execute BashTool with command="(trap '' TERM; exec sleep 3437) &"
    And the session "faults" is closed
    Then at once no process of the last launched command should be alive

  Scenario: A session whose shell could not start answers its next call from a new shell
    Given a toolkit whose first session shell cannot start
    When I execute BashTool with command="echo first"
    Then the result should be failed
    And the error should contain "ENOENT"
    When I execute BashTool with command="echo second"
    Then the result should be successful
    And the output should be "second\n"
    And the execution should complete in less than 3 seconds

  Scenario: A session the caller holds refuses to run once it is closed: no shell outlives the manager's close
    Given the caller holds the session "held"
    When the caller runs "echo one" in the session it holds
    And the session "held" is closed
    And the caller runs "echo two" in the session it holds
    Then that run should be refused with "Session held is closed", and no shell launched for it

  Scenario: Closing a session ends its shell; closing one that does not exist says there was none
    When I execute BashTool with command="echo hi"
    And the session "faults" is closed
    Then closing it should have said it existed
    And at once no process of the last launched command should be alive
    When the session "nope" is closed
    Then closing it should have said there was none
