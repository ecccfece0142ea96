Feature: What BashInput types into a shell is judged first
  A background shell or interpreter that reads its commands on stdin (`bash`, `python3`,
  `cat | sh`, `ssh localhost`) runs whatever BashInput writes. Each line it completes is judged by
  the same policy as a Bash command, after the lines the shell was given before, before it is
  written; a refused line is not written. A command that keeps its input as data (`cat > f`,
  `read`) gets it as typed. Here every background command is recorded as asked for, but what runs
  is `cat` keeping its stdin in a file of the scenario's directory: nothing typed can run, and the
  file shows what was written.

  Background:
    Given background commands that only keep what they are given on stdin

  Scenario Outline: A line typed at a terminal's REPL is judged the same (<command>)
    When a background shell runs "<command>" in a terminal
    And BashInput writes "<input>" to it
    Then the input should be refused by the rule "<rule>"
    When BashInput writes "print(1)\n" to it
    Then its stdin should have received exactly "print(1)\n"

    Examples:
      | command    | input                                  | rule                  |
      | python3 -q | import shutil; shutil.rmtree('/')\n    | recursive-delete-root |
      | bash       | rm -rf /\n                             | recursive-delete-root |

  Scenario Outline: A line the policy refuses is not written (<command>)
    When a background shell runs "<command>"
    And BashInput writes "<input>" to it
    Then the input should be refused by the rule "<rule>"
    When BashInput writes "echo after\n" to it
    Then its stdin should have received exactly "echo after\n"

    Examples: found by a hundred-and-ninety-second corpus (OCaml's and Common Lisp's REPLs, Bun's and Deno's)
      | command | input | rule |
      | ocaml | Sys.command \"rm -rf ~\";;\n | recursive-delete-root |
      | sbcl | (sb-ext:run-program \"/bin/rm\" '(\"-rf\" \"/etc\"))\n | recursive-delete-root |
      | clisp | (ext:shell \"rm -rf ~\")\n | recursive-delete-root |
      | deno repl | Deno.removeSync(\"/etc\", { recursive: true })\n | recursive-delete-root |

    Examples:
      | command       | input                                  | rule                  |
      | bash          | rm -rf /\n                             | recursive-delete-root |
      | bash; cat > notes.txt | rm -rf /\n                     | recursive-delete-root |
      | echo $(bash)  | rm -rf ~\n                             | recursive-delete-root |
      | bash -s       | echo ok; mkfs.ext4 /dev/sda\n          | format-filesystem     |
      | python3       | import shutil; shutil.rmtree('/')\n    | recursive-delete-root |
      | cat \| sh     | rm -rf ~\n                             | recursive-delete-root |
      | grep -v x \| bash | dd if=/dev/zero of=/dev/sda\n      | disk-write            |
      | ssh localhost | rm -rf /etc\n                          | recursive-delete-root |
      | sudo -s       | rm -rf /usr\n                          | recursive-delete-root |
      | crontab -     | * * * * * rm -rf /\n                   | recursive-delete-root |
      | psql          | \\! rm -rf ~\n                          | recursive-delete-root |
      | sqlite3 app.db | .shell rm -rf /\n                    | recursive-delete-root |
      | irb           | system('rm -rf /')\n                   | recursive-delete-root |
      | ipython       | import os; os.system('rm -rf ~')\n     | recursive-delete-root |
      | newgrp docker | rm -rf /\n                             | recursive-delete-root |
      | jshell        | Runtime.getRuntime().exec(new String[]{\"rm\", \"-rf\", \"/\"})\n | recursive-delete-root |
      | gnuplot       | !rm -rf ~\n                            | recursive-delete-root |
      | less README.md       | !rm -rf /\n                     | recursive-delete-root |
      | more notes.txt       | !rm -rf ~\n                     | recursive-delete-root |
      | script -q /dev/null  | rm -rf ~\n                      | recursive-delete-root |
      | script               | mkfs.ext4 /dev/sda\n            | format-filesystem     |
      | tmux new -s work     | rm -rf ~\n                      | recursive-delete-root |
      | screen -S work       | rm -rf /\n                      | recursive-delete-root |
      | nix-shell            | rm -rf ~\n                      | recursive-delete-root |
      | poetry shell         | rm -rf ~\n                      | recursive-delete-root |
      | expect               | spawn bash -c {rm -rf /}\n      | recursive-delete-root |
      | expect               | spawn bash\nsend \"rm -rf ~\\r\"\n | recursive-delete-root |
      | dc            | !rm -rf /\n                            | recursive-delete-root |
      | m4            | syscmd(rm -rf /)\n                     | recursive-delete-root |
      | awk -f -      | BEGIN { system(\"rm -rf /\") }\n    | recursive-delete-root |
      | octave        | system('rm -rf /')\n                   | recursive-delete-root |
      | vim -es notes.txt | :!rm -rf ~\n                       | recursive-delete-root |
      | systemd-tmpfiles --remove - | R /usr\n                 | recursive-delete-root |
      | ipython       | !rm -rf /\n                            | recursive-delete-root |
      | ipython       | %system rm -rf ~\n                     | recursive-delete-root |
      | ghci          | :! rm -rf /\n                          | recursive-delete-root |
      | vim notes.txt | :!rm -rf /\n                           | recursive-delete-root |
      | vim notes.txt | ihello\n:silent !rm -rf ~\n            | recursive-delete-root |

  Scenario: A line is judged after the lines the shell was given before it
    When a background shell runs "bash"
    And BashInput writes "cd /\n" to it
    And BashInput writes "rm -rf *\n" to it
    Then the input should be refused by the rule "recursive-delete-root"
    And its stdin should have received exactly "cd /\n"

  Scenario: A line typed in parts is judged when its newline comes
    When a background shell runs "bash"
    And BashInput writes "rm -rf " to it
    Then the result should be successful
    When BashInput writes "/\n" to it
    Then the input should be refused by the rule "recursive-delete-root"
    And its stdin should have received exactly "rm -rf "

  Scenario: A line the policy asks about is written once the person allows it, and not when no one can
    Given the toolkit's policy asks before "Bash(touch:*)"
    When a background shell runs "bash"
    And BashInput writes "touch unasked\n" to it
    Then the input should be refused by the rule "Bash(touch:*)"
    And metadata should contain confirmation_required=true
    Given the person answers "allow" when a tool asks
    When BashInput writes "touch allowed\n" to it
    Then the result should be successful
    And the person should have been asked "BashInput: Bash(touch:*)"
    And its stdin should have received exactly "touch allowed\n"

  Scenario: A harmless line is written without asking the person, who is asked only about what the policy asks about
    Given the person answers "deny" when a tool asks
    When a background shell runs "bash"
    And BashInput writes "echo harmless\n" to it
    Then the result should be successful
    And the person should not have been asked
    And its stdin should have received exactly "echo harmless\n"

  Scenario: A harmless line typed into a command the person allowed is written without asking again
    Given the toolkit's policy asks before "Bash(touch:*)"
    And the person answers "allow" when a tool asks
    When a background shell runs "touch started; bash"
    Then the result should be successful
    Given the person answers "deny" when a tool asks
    When BashInput writes "echo harmless\n" to it
    Then the result should be successful
    And its stdin should have received exactly "echo harmless\n"

  Scenario: A line asked about for a reason of its own is asked about, though the rule that asked about the command is the same
    Given the person answers "allow" when a tool asks
    When a background shell runs "bash; rm -rf \"$X\""
    Then the result should be successful
    Given the person answers "deny" when a tool asks
    When BashInput writes "chmod -R 777 \"$Y\"\n" to it
    Then the input should be refused by the rule "runtime-target"
    And the person should have been asked "BashInput: runtime-target"
    When BashInput writes "echo after\n" to it
    Then its stdin should have received exactly "echo after\n"

  Scenario Outline: Input a command keeps as data, or a harmless line, is written as typed (<command>)
    When a background shell runs "<command>"
    And BashInput writes "<input>" to it
    Then the result should be successful
    And its stdin should have received exactly "<input>"

    Examples: the same REPLs given harmless lines
      | command | input |
      | ocaml | print_int 3;;\n |
      | sbcl | (print 1)\n |
      | deno repl | console.log(1)\n |

    Examples:
      | command          | input          |
      | cat > notes.txt  | rm -rf /\n     |
      | bash < setup.sh  | rm -rf /\n     |
      | python3 < job.py | import shutil; shutil.rmtree('/')\n |
      | read -r answer   | rm -rf /\n     |
      | bash             | ls -la\n       |
      | python3          | print(1)\n     |
      | python3 -        | :! rm -rf /\n  |
      | ipython          | !ls -la\n      |
      | vim notes.txt    | ihello\n       |
      | ghci             | :t map\n       |
      | ./manage.py shell | rm -rf /\n     |
      | flask shell      | rm -rf ~\n     |
      | gnuplot          | plot sin(x)\n  |
      | less README.md      | q         |
      | script -q /dev/null | ls\n      |
      | tmux new -s work    | npm run dev\n |
      | dc               | 2 3 + p\n      |
      | jshell           | System.out.println(2 + 2)\n |
