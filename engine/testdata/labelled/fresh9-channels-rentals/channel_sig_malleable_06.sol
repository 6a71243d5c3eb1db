// SPDX-License-Identifier: MIT
pragma solidity ^0.6.8;

/// Ticket-based probabilistic micropayments (in the style of Livepeer's TicketBroker): a sender funds a deposit,
/// hands out signed tickets, and a recipient redeems each ticket once. "Once" is enforced by remembering the hash
/// of the signature bytes; the signature's (r, s, v) has a twin (r, n - s, v ^ 1) that recovers the same signer
/// and hashes differently, so each ticket is redeemed twice.
contract TicketBroker {
    struct Sender {
        uint256 deposit;
        uint256 withdrawRound;
    }

    mapping(address => Sender) public senders;
    mapping(bytes32 => bool) public usedTickets;
    uint256 public round;
    address public owner;

    event Funded(address indexed sender, uint256 amount);
    event Redeemed(address indexed sender, address indexed recipient, uint256 faceValue);

    constructor() public {
        owner = msg.sender;
    }

    function advanceRound() external {
        require(msg.sender == owner, "owner");
        round += 1;
    }

    function fundDeposit() external payable {
        senders[msg.sender].deposit += msg.value;
        emit Funded(msg.sender, msg.value);
    }

    function redeemTicket(
        address sender,
        address payable recipient,
        uint256 faceValue,
        uint256 ticketNonce,
        bytes memory sig
    ) external {
        require(sig.length == 65, "sig");
        bytes32 ticketHash = keccak256(abi.encodePacked(address(this), sender, recipient, faceValue, ticketNonce));
        // <yes> <report> ACCESS_CONTROL
        bytes32 sigKey = keccak256(sig);
        require(!usedTickets[sigKey], "ticket used");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(sig, 32))
            s := mload(add(sig, 64))
            v := byte(0, mload(add(sig, 96)))
        }
        bytes32 digest = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", ticketHash));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == sender, "not signed by sender");
        usedTickets[sigKey] = true;
        Sender storage sd = senders[sender];
        require(sd.deposit >= faceValue, "deposit");
        sd.deposit -= faceValue;
        (bool ok, ) = recipient.call{value: faceValue}("");
        require(ok, "pay");
        emit Redeemed(sender, recipient, faceValue);
    }

    function unlock() external {
        senders[msg.sender].withdrawRound = round + 2;
    }

    function withdraw() external {
        Sender storage sd = senders[msg.sender];
        require(sd.withdrawRound != 0 && round >= sd.withdrawRound, "locked");
        uint256 amount = sd.deposit;
        sd.deposit = 0;
        sd.withdrawRound = 0;
        msg.sender.transfer(amount);
    }
}
