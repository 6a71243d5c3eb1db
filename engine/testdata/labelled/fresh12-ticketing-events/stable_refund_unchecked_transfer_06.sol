// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Conference registration paid in a stablecoin. Attendees may cancel up to a cut-off for a refund less a fee;
/// if the organiser calls the conference off, everyone gets the full price back.
contract ConferenceRegistration {
    IERC20 public immutable token;
    address public organiser;
    uint256 public fee;
    uint256 public cancelFeeBps;
    uint256 public refundCutoff;
    uint256 public conferenceStart;
    bool public calledOff;
    uint256 public retainedFees;

    mapping(address => uint256) public paid;

    event Registered(address indexed attendee, uint256 amount);
    event Cancelled(address indexed attendee, uint256 refund);

    modifier onlyOrganiser() {
        require(msg.sender == organiser, "organiser");
        _;
    }

    constructor(IERC20 _token, uint256 _fee, uint256 _cancelFeeBps, uint256 _cutoff, uint256 _start) public {
        require(_cancelFeeBps <= 10000 && _cutoff < _start, "config");
        token = _token;
        organiser = msg.sender;
        fee = _fee;
        cancelFeeBps = _cancelFeeBps;
        refundCutoff = _cutoff;
        conferenceStart = _start;
    }

    function register() external {
        require(!calledOff && block.timestamp < conferenceStart, "closed");
        require(paid[msg.sender] == 0, "registered");
        require(token.transferFrom(msg.sender, address(this), fee), "payment");
        paid[msg.sender] = fee;
        emit Registered(msg.sender, fee);
    }

    function cancelRegistration() external {
        uint256 amount = paid[msg.sender];
        require(amount > 0, "not registered");
        require(block.timestamp < refundCutoff, "cutoff");
        paid[msg.sender] = 0;
        uint256 kept = amount * cancelFeeBps / 10000;
        retainedFees += kept;
        require(token.transfer(msg.sender, amount - kept), "refund");
        emit Cancelled(msg.sender, amount - kept);
    }

    function callOff() external onlyOrganiser {
        require(block.timestamp < conferenceStart, "started");
        calledOff = true;
    }

    function claimFullRefund() external {
        require(calledOff, "not called off");
        uint256 amount = paid[msg.sender];
        require(amount > 0, "nothing");
        paid[msg.sender] = 0;
        // <yes> <report> UNCHECKED_LL_CALLS
        token.transfer(msg.sender, amount);
        emit Cancelled(msg.sender, amount);
    }

    function withdrawFees(address to) external onlyOrganiser {
        uint256 amount = retainedFees;
        retainedFees = 0;
        require(token.transfer(to, amount), "transfer");
    }
}
