Feature: Security policy - dangerous forms are denied (6 of 6)
  Forms found by the in-process scan of every single-line mutant of the policy against its tables
  (scripts/mutate-policy.mjs): each row fails with a mutant that no row failed before.
  Decisions of the policy alone: nothing is launched.

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (chmod joins every -x, -w... option into its mode, wherever it stands, and every operand is a file)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | chmod 0755 /bin/sh -x |
      | chmod -w -x /bin/sh |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (flash and volume tools write the device they are given, whatever their options)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | flashcp firmware.bin /dev/mtd0 |
      | ubiformat /dev/mtd0 |
      | vgextend vg0 /dev/sdd |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (GNOME's gio removes, moves, copies over and trashes as the tools it names; kioclient moves anywhere, not only to the trash)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | gio remove /etc/passwd |
      | gio move /etc /tmp/x |
      | gio move /etc trash:/// |
      | gio rename /etc x |
      | gio copy /dev/null /etc/passwd |
      | kioclient5 mv ~ trash:/ |
      | kioclient5 move /etc /tmp/x |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (gawk's inplace loaded by --include as a word of its own; git clean in a tree named by -C or --work-tree as a word of its own)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | gawk --include inplace 'NR>1' /etc/fstab |
      | git -C / clean -fdx |
      | git --work-tree / clean -fdx |
      | git -C ~ clean -fdx |

  Scenario: Dangerous forms are denied, each reason naming what it does: found by the policy's mutation scan (chown's and chmod's reasons, gpart's verbs, TPM clears, the accounts whose homes go)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command | reason |
      | chown nobody /etc | chown gives nobody the ownership of the system directory /etc |
      | chmod 644 /bin/sh | chmod sets the mode 644 on /bin/sh: no one could run it |
      | tpm2 clear | tpm2 clears the TPM |
      | gpart destroy -F da0 | gpart destroy removes the partition table of da0 |
      | gpart delete -i 1 da0 | gpart delete removes a partition of da0 |
      | deluser --remove-all-files bob | deluser --remove-all-files deletes every file the account owns |
      | deluser --remove-home bob | deluser deletes the home directory of bob |
      | sysadminctl -deleteUser bob -secure | sysadminctl deletes the home directory of bob |
      | sysadminctl -deleteUser $X -secure | sysadminctl deletes the home directory of an account known only at run time |
      | userdel -r "$(whoami)" | userdel deletes the home directory of an account known only at run time |
      | deluser --remove-home root | deluser deletes the root account |
      | rm /lib64 | rm deletes /lib64: on a merged-/usr system |
      | chmod -- 000 /etc/passwd | chmod sets the mode 000 on /etc/passwd |
      | chmod 6 /bin/sh | chmod sets the mode 6 on /bin/sh: no one could run it |

  Scenario: A reason names a path as given, and the directory a relative one was taken from: found by the policy's mutation scan
    Then in each row's directory the policy should give each command its verdict:
      | cwd | verdict | command | reason |
      | /home/user/project | deny | chmod 000 /etc/passwd | sets the mode 000 on /etc/passwd: |
      | /etc | deny | chmod 000 passwd | sets the mode 000 on passwd in /etc: |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (PATH set on a line of its own changes what a later name runs)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | mkdir -p b; ln -s /bin/rm b/ls; PATH=$PWD/b:$PATH; ls -rf / |
      | mkdir -p b; ln -s /bin/rm b/ls; export PATH=$PWD/b:$PATH; ls -rf / |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (a function the line defines and does not call yet: a later line of the session may)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | f() { rm -rf /; }; echo hi |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (a script the line wrote is known by its copy's name and its own)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | echo 'rm -rf /' > x.sh; cp x.sh y.sh; bash x.sh |
      | echo 'rm -rf /' > x.sh; mv x.sh y.sh; bash y.sh |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (every process's id, the header skipped by awk or some lines dropped by grep -v, piped to kill; killall's -s is its signal)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | ps aux \| grep -v grep \| awk '{print $2}' \| xargs kill -9 |
      | ps -e \| awk 'NR>1 {print $1}' \| xargs kill -9 |
      | ps aux \| awk 'NR>1{print $2}' \| xargs kill |
      | ps aux \| grep -v root \| awk '{print $2}' \| xargs kill |
      | killall -s KILL -r '.*' |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (the container engine's own options before run, with their values)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | docker --context x run -v ~:/data alpine rm -rf /data |
      | podman --connection prod run -v ~:/data alpine rm -rf /data |
      | docker --debug run -v ~:/data alpine rm -rf /data |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (what ls -d, realpath, dirname and basename print is read, with -a or -- too)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | rm -rf $(ls -d -- /) |
      | rm -rf $(ls -d -a /) |
      | rm -rf /$(basename -- /etc) |
      | rm -rf $(realpath -- ~) |
      | rm -rf $(dirname -- ~/x) |
      | rm -rf $(realpath ~) |
      | cd /; rm -rf $(realpath ~) |
      | rm -rf $(realpath ~/x/..) |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (printf's format with no % and words after it)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | printf 'rm -rf /' x \| sh |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (what a REPL, expect, a new tmux session or nix-shell reads from a pipe; GHCi reads its prompt's lines after loading a module)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | echo 'spawn rm -rf /' \| expect |
      | echo ':! rm -rf /' \| ghci |
      | echo ':! rm -rf /' \| ghci Main.hs |
      | echo '!rm -rf /' \| ipython |
      | echo 'rm -rf /' \| tmux new-session |
      | echo 'rm -rf /' \| tmux |
      | echo 'rm -rf /' \| nix-shell shell.nix |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (conda removing every package of an environment at /)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | conda remove --all -p / -y |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (the line's positional parameters come back after a function's call)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | set -- /; f() { :; }; f; rm -rf "$1" |
      | f() { :; }; set -- /; f x; rm -rf "$1" |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (the install script of a package.json the line wrote runs on add, and on yarn alone)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | echo '{"scripts":{"install":"rm -rf /"}}' > package.json; npm add lodash |
      | echo '{"scripts":{"install":"rm -rf /"}}' > package.json; yarn |

  Scenario: Dangerous forms are denied: found in review (rg, fd and locate named by their path, listing every file to xargs)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | /usr/bin/rg --files / \| xargs rm -rf |
      | /usr/bin/locate '*' \| xargs rm -rf |
      | /usr/bin/fd . / \| xargs rm -f |

  Scenario: Dangerous forms are denied: found by a seed's survivor (find -exec cp /dev/null {} empties every file under a system directory)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | find /etc -type f -exec cp /dev/null {} \; |
      | find /etc -exec cp /dev/null {} \; |

  Scenario: Dangerous forms are denied: found in review (an unquoted expansion splits at blanks, or at IFS, among the other parts of its word too)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | p='etc x'; rm -rf /$p |
      | p=' /'; rm -rf x$p |
      | rm -rf x$(echo ' /') |
      | IFS=:; p='a:/'; rm -rf x$p |
      | p='etc x'; rm -rf /${p%x} |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (every element of an array, and the longest match cut from a value's end)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | a=(/); rm -rf "${a[*]}" |
      | p=etc/x/; rm -rf /${p%%/*} |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (what find prints when it selects by more than a name, or by a name known only at run time; a descending sequence; echo's stdin given a here-string; a process substitution after another redirection)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | find ~ -name '*.pyc' -o -path '*' \| xargs rm -rf |
      | find ~ -name "$P" \| xargs rm -rf |
      | rm -rf /{f..e}tc |
      | rm -rf $(echo / <<< x) |
      | bash 2>/dev/null < <(echo rm -rf /) |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (what a script sourced from stdin sets holds for the rest of the line; a loop whose body is a group, which bash takes and the grammar does not)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | source /dev/stdin <<< 'X=/'; rm -rf "$X" |
      | . /dev/stdin <<< 'X=/'; rm -rf "$X" |
      | for x in /; { rm -rf $x; } |
      | for x in /etc; { rm -rf "$x"; } |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (a script written through sort or tac, declare's options, CDPATH beside another assignment, mount's long options, rg listing the home directory, read's REPLY, mapfile's delimiter)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | echo rm -rf / \| tac > x.sh; bash x.sh |
      | echo rm -rf / \| sort > x.sh; bash x.sh |
      | declare -r X=/; rm -rf "$X" |
      | a=(/ /etc); declare -n r=a; rm -rf "${r[@]}" |
      | CDPATH=/; X=1 cd etc && rm -rf * |
      | mount --options bind / /mnt/y && rm -rf /mnt/y/usr |
      | cd ~ && rg --files \| xargs rm -rf |
      | read <<< /; rm -rf "$REPLY" |
      | mapfile -t -d , a <<< '/,x'; rm -rf "${a[0]}" |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (what a process substitution sourced sets holds for the rest of the line)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | source <(echo X=/); rm -rf "$X" |
      | . <(echo X=/); rm -rf "$X" |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (read takes the first line only)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | read -r x <<< $'/\nbuild'; rm -rf "$x" |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (a trap on a signal runs whenever it comes, up to the end of the line; project shells that read their commands on stdin; fd listing hidden files; wrappers deeper than followed)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command | reason |
      | X=build; trap 'rm -rf $X' INT; X=/ | |
      | X=/; trap 'rm -rf $X' INT; X=build | |
      | X=build; trap 'rm -rf $X' INT EXIT; X=/ | |
      | echo 'rm -rf /' \| nix develop | |
      | echo 'rm -rf /' \| poetry shell | |
      | echo 'rm -rf /' \| pipenv shell | |
      | echo 'rm -rf /' \| hatch shell | |
      | echo 'rm -rf /' \| pdm shell | |
      | echo 'rm -rf /' \| devbox shell | |
      | echo 'rm -rf /' \| screen -S work | |
      | systemd-tmpfiles --remove - <<< 'D /usr' | |
      | fd -H . ~ \| xargs rm -rf | |
      | nice nice nice nice nice nice nice nice nice nice nice nice nice nice nice nice rm -rf / | a command only known at run time |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (fd selecting by a pattern that may take the account's keys is judged as taking everything under its start)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | fd .ssh ~ -x rm -rf |
      | fd '^\.ss' ~ -x rm -rf |
      | fd -g '.ss*' ~ -x rm -rf |
      | fd "$P" ~ -x rm -rf |
      | fd -e txt . /etc -x rm -rf |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (awk printing a line with `;` in it into a shell or over a file, awk's --assign, ansible's long options, curl's remote names, git rebase --exec=, PowerShell's call operators, bash -s with arguments, a container given the host's root as its own)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command | reason |
      | awk 'BEGIN { print "cd /; rm -rf *" \| "sh" }' | |
      | awk '{ print "a;b" > "/etc/passwd" }' | |
      | awk --assign c='rm -rf /' 'BEGIN { system(c) }' | |
      | awk 'BEGIN { system("rm -rf \"/\"") }' | |
      | ansible localhost --module-name=file --args='path=/etc state=absent' | |
      | ansible localhost --module-name file --args 'path=/etc state=absent' | |
      | curl --output-dir /etc -O https://example.com/passwd | |
      | cd /etc && curl -O https://example.com/passwd | |
      | git rebase --exec='rm -rf /' main | |
      | pwsh -c '& Remove-Item -Recurse -Force C:\' | |
      | pwsh -c '. Remove-Item -Recurse C:\Windows' | |
      | bash -s foo <<< 'rm -rf /' | |
      | docker run -v /:/ alpine rm -rf /usr | recursive delete of the system directory /usr |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (a one-liner's arguments after `--`; tmux's own options before its command)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | node -e 'require("fs").rmSync(process.argv[1], {recursive: true})' -- / |
      | ruby -e 'require "fileutils"; FileUtils.rm_rf(ARGV[0])' -- / |
      | php -r 'exec("rm -rf " . $argv[1]);' -- / |
      | tmux -L work new-session 'rm -rf /' |

  Scenario: Dangerous forms are denied: found by a seed's survivor (find -type l hands chmod and chown every link, whose targets they change)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | find / -type l -exec chown nobody {} + |
      | find ~ -type l -exec chmod 777 {} + |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (fd with no path searches where the line is; fd -x's command given each entry at its end)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | cd ~ && fd -x rm -rf |
      | fd . ~ -x chmod 777 |

  Scenario: Dangerous forms are denied: found by a seed's survivor (a mode that keeps a vital program runnable is judged as one that opens it to others, not as one that makes it unrunnable)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command | reason |
      | chmod o+w /bin/bash | chmod sets the mode o+w on /bin/bash, which the system needs to boot or log in |
      | chmod 777 /bin/bash | chmod sets the mode 777 on /bin/bash, which the system needs to boot or log in |
      | chmod 644 /bin/bash | chmod sets the mode 644 on /bin/bash: no one could run it |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (a swarm service's tasks are containers: what they run over a bound host directory, a system directory bound in writable, one added to a running service; sed -i given its file before -e; aws sync into a directory named relative to /; fio's --filename as a word of its own; the home named as such after `cd ..` from a folder in it)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command | reason |
      | docker service create --mount type=bind,source=/,target=/host alpine rm -rf /host | recursive delete of the root directory |
      | docker service create --replicas 3 --mount type=bind,src=/etc,dst=/e alpine sleep 1d | docker mounts the system directory /etc writable into a container |
      | docker service update --mount-add type=bind,source=/,target=/host web | docker mounts the root directory writable into a container |
      | sed -i /etc/sudoers -e 1d | sed deletes lines of /etc/sudoers |
      | cd / && aws s3 sync --delete s3://bucket etc | aws sync deletes what its source lacks from the system directory /etc |
      | fio --name=x --rw=write --filename /dev/sda | fio writes the block device /dev/sda |
      | cd ~/projects && cd .. && rm -rf * | recursive delete of the home directory (* in ~) |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (killall given several names, one of them a pattern every name matches; every process's id cut out by sort, tail, tr and cut)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command | reason |
      | killall -r '.*' nginx | killall with a pattern every process matches |
      | killall -9 -r nginx '^.*$' | killall with a pattern every process matches |
      | ps -e -o pid= \| sort -n \| xargs kill -9 | |
      | ps aux \| tail -n +2 \| tr -s ' ' \| cut -d' ' -f2 \| xargs kill -9 | |

  Scenario: Dangerous forms are denied: found by the policy's mutation scan (a replacement anchored at the front or the end of a variable's value, `${X/#p/r}` and `${X/%p/r}`, is followed: it was a value known only at run time)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command | reason |
      | X=/srv/old; rm -rf "${X/%old/}" | recursive delete of the system directory /srv |
      | X=aaa; rm -rf "/${X/#*/}" | recursive delete of the root directory |
      | X=srv-old-new; rm -rf "/${X/%-*/}" | recursive delete of the system directory /srv |
      | X=old-etc; rm -rf "/${X/#*-/}" | recursive delete of the system directory /etc |

  Scenario: Dangerous forms are denied: an engine's global options that take a value, whichever rule reads the verb after them (one reader for both: the mount rule knew compose's, the command's reader the engine's TLS, identity and storage ones)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command | reason |
      | docker --tlscacert ca.pem run -v /etc:/h alpine true | docker mounts the system directory /etc writable into a container |
      | docker --identity key run -v /etc:/h alpine true | docker mounts the system directory /etc writable into a container |
      | podman --root /x run -v /usr:/u alpine true | podman mounts the system directory /usr writable into a container |
      | docker compose -f c.yml run -v /etc:/h web true | docker mounts the system directory /etc writable into a container |
      | docker --context prod container run -v /srv:/data alpine rm -rf /data | recursive delete of the system directory /srv |

  Scenario: Dangerous forms are denied: found by a mutation seed (zfs destroy given its datasets by xargs, from input the line does not show: not only snapshots)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command | reason |
      | cat list \| xargs zfs destroy -r | zfs destroys storage and the data on it |
      | xargs zfs destroy < datasets.txt | zfs destroys storage and the data on it |

  Scenario: Dangerous forms are denied: found by a mutation seed (an operation on one element of an array is made on that element's value, not on the array: `${a[0]:0:1}` is its first character)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command | reason |
      | a=(/tmp); rm -rf "${a[0]:0:1}" | recursive delete of the root directory (/) |
      | a=(x /srv); rm -rf ${a[1]:0:1} | recursive delete of the root directory (/) |

  Scenario: Dangerous forms are denied: found by a mutation seed (what find's -exec runs with {} among its words is judged as it stands when find selects other than by name: each name a -name gives is judged besides)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command | reason |
      | find . -type f -exec rm -rf / {} + | recursive delete of the root directory (/) |
      | find . -mtime +30 -exec chmod -R 777 / {} \; | recursive chmod of the root directory (/) |

  Scenario: Dangerous forms are denied: found by a mutation seed (PowerShell's path is the first word that is neither an option nor an option's value: a switch before it is passed over)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command | reason |
      | pwsh -c "Set-Content -Encoding UTF8 /etc/passwd ''" | redirect > empties /etc/passwd, which the system needs to boot or log in |
      | pwsh -Command "Clear-Content -Force /etc/shadow" | redirect > empties /etc/shadow, which the system needs to boot or log in |
