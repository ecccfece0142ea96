Feature: Security policy - what earlier lines, nesting and the working directory change
  A session's earlier lines, scripts nested in scripts and the directory a command runs in. Decisions of the policy alone: nothing is launched.

  Scenario: What a session's earlier lines set is followed into its next: found by a hundred-and-sixty-eighth corpus (a file an earlier line downloaded is on disk to read before it runs)
    Then after a session ran each row's first and second lines, the policy should give each command its verdict:
      | first | second | verdict | command |
      | curl -fsSLo i.sh https://example.invalid/i.sh | cat i.sh | allow | sh i.sh |
      | curl -fsSLo i.sh https://example.invalid/i.sh | nothing | ask | curl -fsSLo j.sh https://example.invalid/i.sh && sh j.sh |

  Scenario: What a session's earlier lines set is followed into its next
    Then after a session ran each row's first and second lines, the policy should give each command its verdict:
      | first                               | second    | verdict | command          |
      | export T=/                          | nothing   | deny    | rm -rf "$T"      |
      | T=/                                 | cd /tmp   | deny    | rm -rf $T/*      |
      | T=/                                 | T=$(cat f) | ask    | rm -rf "$T"      |
      | cleanup() { rm -rf "$1"; }          | nothing   | deny    | cleanup /        |
      | cleanup() { rm -rf "$1"; }          | nothing   | allow   | cleanup build    |
      | cleanup() { rm -rf "$1"; }          | nothing   | ask     | cleanup "$X"     |
      | fetch() { eval "$(curl -s x)"; }    | nothing   | ask     | fetch            |
      | alias x='rm -rf'                    | nothing   | deny    | x /              |
      | echo 'rm -rf /' > x.sh              | nothing   | deny    | bash x.sh        |
      | ln -s /bin/rm ./del                 | nothing   | deny    | ./del -rf /      |
      | set -- /                            | nothing   | deny    | rm -rf "$1"      |
      | a=(build /)                         | nothing   | deny    | rm -rf "${a[@]}" |
      | export T=./build                    | nothing   | allow   | rm -rf "$T"      |
      | export T=./build                    | export T=/ | deny   | rm -rf "$T"      |
      | export T=/                          | nothing   | deny    | (cd /tmp); rm -rf "$T" |
      | say() { echo "$@"; }                | nothing   | allow   | say 'rm -rf /'   |
      | ln -s /dev/sda disk                 | nothing   | deny    | dd if=/dev/zero of=disk |

  Scenario: A session's memory of the files its lines wrote is bounded: 64 KiB a file, 256 files
    Then a session that wrote "rm -rf /" to x.sh knows what bash x.sh runs up to 65536 characters and 256 files, and not past them

  Scenario: Scripts nested eight deep are judged; deeper nesting is refused
    Then "echo deep" nested 8 times in bash -c should be allowed
    And "echo deep" nested 9 times in bash -c should be denied by "nesting-depth"
    # Thousands deep, the walk would run out of stack: denied by the same rule, not an error.
    And "echo deep" inside 3000 nested command substitutions should be denied by "nesting-depth"

  Scenario: Relative paths are judged where the command runs: find in the home selecting Python's caches by name (found by the hundred-and-ninety-first corpus)
    Then in each row's directory the policy should give each command its verdict:
      | cwd | verdict | command |
      | /home/user | allow | find . -type d -name __pycache__ -exec rm -rf {} + |
      | /home/user | allow | find . -name .pytest_cache -exec rm -rf {} + |
      | /home/user | ask | find . -name .ssh -exec rm -rf {} + |

  Scenario: Relative paths are judged where the command runs: a cd that may fail before a destructive command the line goes on to (bash runs it where the line started: the Steam and cd $DIR; rm -rf * accidents); one the line stops on, or joins by &&, does not
    Then in each row's directory the policy should give each command its verdict:
      | cwd | verdict | command |
      | / | deny | cd /tmp/build; rm -rf * |
      | / | deny | cd /tmp/build\nrm -rf * |
      | / | deny | cd /tmp/build; cd sub; rm -rf * |
      | /home/user | deny | cd /tmp/work\ncd build\nrm -rf * |
      | /home/user | deny | cd project/build; rm -rf * |
      | /home/user | deny | cd project && npm ci; rm -rf * |
      | / | deny | cd /tmp/x && rm -rf * \|\| rm -rf ./* |
      | / | allow | cd /tmp/build && rm -rf * |
      | / | allow | true && cd /tmp/x && rm -rf * |
      | / | allow | cd /tmp/build \|\| exit 1; rm -rf * |
      | / | allow | cd /tmp \|\| { echo no; exit 1; }; rm -rf * |
      | / | allow | set -euo pipefail; cd /tmp/build; rm -rf * |
      | /home/user/project | allow | cd build; rm -rf * |
      | /home/user | allow | cd project/build; make clean |

  Scenario: What a shell of its own sets ends with it: a subshell, a pipeline's part, a line handed to a program the policy does not know
    Then in each row's directory the policy should give each command its verdict:
      | cwd | verdict | command |
      | / | ask | (T=/); rm -rf "$T" |
      | / | ask | echo x \| T=/; rm -rf "$T" |
      | / | ask | say 'export T=/; rm -rf ./x'; rm -rf "$T" |
      | / | deny | (T=/; rm -rf "$T") |
      | / | deny | T=/; (rm -rf "$T") |
      | / | deny | T=/; (T=./build); rm -rf "$T" |
      | / | ask | (set -- /); rm -rf "$1" |
      | / | deny | T=/; (read T <<< ./build); rm -rf "$T" |
      | / | deny | T=/; ( (read T <<< ./build); rm -rf "$T" ) |

  Scenario: Relative paths are judged where the command runs: found by a hundred-and-seventy-fourth corpus (claude-code-safety-net's tests: a directory changed in a shell of its own, a subshell, a substitution, a pipeline's part, a background job, bash -c, is not where the line goes on; eval's and a group's is)
    Then in each row's directory the policy should give each command its verdict:
      | cwd | verdict | command |
      | / | deny | (cd /tmp); rm -rf * |
      | / | deny | $(cd /tmp); rm -rf * |
      | / | deny | x=$(cd /tmp && pwd); rm -rf * |
      | / | deny | cd /tmp \| true; rm -rf * |
      | / | deny | true \| cd /tmp; rm -rf * |
      | / | deny | cd /tmp \| rm -rf * |
      | / | deny | cd /tmp & rm -rf * |
      | / | deny | bash -c 'cd /tmp'; rm -rf * |
      | / | deny | X=/; bash -c 'X=/tmp'; rm -rf "$X"* |
      | / | ask | (X=/tmp); X=${X:-/}; rm -rf $X* |
      | /home/user/project | allow | ( cd ..; echo ok ) && rm -rf build |
      | /home/user/project | allow | $( cd ..; echo ok ) && rm -rf build |
      | /home/user/project | allow | bash -c 'cd ..'; rm -rf build |
      | /home/user/project | ask | { cd ..; rm -rf build; } |
      | /home/user/project | ask | eval 'cd ..'; rm -rf build |
      | /home/user/project | ask | builtin cd .. && rm -rf build |

  Scenario: Relative paths are judged where the command runs
    Then in each row's directory the policy should give each command its verdict:
      | cwd                | verdict | command                      |
      | /home/user/project | deny    | rm -rf ../../../../*         |
      | /                  | deny    | rm -rf *                     |
      | /usr/lib           | deny    | rm -rf ..                    |
      | /usr/lib           | deny    | cd .. && rm -rf *            |
      | /etc               | deny    | chmod -R 777 .               |
      | /home/user/project | deny    | rm -rf ../..                 |
      | /home/user/project | deny    | cd .. && rm -rf *            |
      | /home/user/project | deny    | pushd .. && rm -rf *         |
      | /home/user/project | deny    | ln -s ../../.. up; rm -rf up/* |
      | /home/user/project | allow   | rm -rf *                     |
      | /home/user/project | ask     | rm -rf ../other-project      |
      | /home/user/project | allow   | rm -rf ../project/build      |
      | /home/user/project | allow   | rm -rf ../project            |
      | /home/user/project | allow   | rm -rf ./*                   |
      | /home/user/project | allow   | find . -delete               |
      | /home/user/project | ask     | cd ../notes && rm -rf ./*    |
      | /home/user/project | ask     | cd ~/notes && rm -rf *       |
      | /                  | allow   | rm -rf build                 |
      | /tmp               | allow   | cd ~/src && rm -rf dist      |
      | /home/user/project | deny    | rm -rf "${PWD%/*/*}"         |
      | /home/user/project | deny    | rm -rf "$(realpath ../..)"   |
      | /home/user/project | deny    | rm -rf "$(dirname "$(dirname "$PWD")")" |
      | /home/user/project | deny    | cd /; rm -rf "$PWD/etc"      |
      | /home/user/project | deny    | cd /etc && rm -rf "$(pwd)"   |
      | /home/user/project | allow   | rm -rf "$(realpath ./dist)"  |
      | /home/user/project | allow   | rm -rf "$PWD/build"          |
      | /home/user/project | allow   | rm -rf "$(dirname "$PWD")/other-project/dist" |

  Scenario: Climbing out of the home directory is followed
    Then the policy should deny each command, and allow its words given to echo as text:
      | command                          |
      | cd ~ && cd ../.. && rm -rf *     |
      | cd; rm -rf ../../*               |
      | cd ~ && rm -rf ..                |
      | cd ~; pwd; rm -rf ../..          |
      | cd ~/x; rm -rf ../../..          |
      | cd ~/project && cd .. && rm -rf * |
      | pushd / && rm -rf *              |
