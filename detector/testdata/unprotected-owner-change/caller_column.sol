pragma solidity ^0.8.0;

// A claim flag per event and entrant: a check reads the caller's own flag, and a claim sets only the caller's
// own flag, whatever event it names. Marking another account's entry is still a grant anyone can make.
contract EventClaims {
    mapping(uint256 => mapping(address => uint256)) public entered;
    mapping(uint256 => mapping(address => bool)) public paid;
    mapping(uint256 => uint256) public prize;

    function enter(uint256 id) external payable {
        require(msg.value == 1 ether, "fee");
        entered[id][msg.sender] += msg.value;
        prize[id] += msg.value;
    }

    function claim(uint256 id) external {
        require(entered[id][msg.sender] > 0 && !paid[id][msg.sender], "claim");
        paid[id][msg.sender] = true;
        payable(msg.sender).transfer(prize[id] / 10);
    }
}

contract GroupAdmins {
    mapping(uint256 => mapping(address => bool)) public admin;
    mapping(uint256 => uint256) public fund;

    function addAdmin(uint256 group, address who) external { // want "GroupAdmins.addAdmin\\(\\) lets any caller grant or revoke admin for an address it chooses"
        admin[group][who] = true;
    }

    // A check that the caller is not an admin yet does not make taking the role one's own business.
    function join(uint256 group) external { // want "GroupAdmins.join\\(\\) lets any caller grant or revoke admin for an address it chooses"
        require(!admin[group][msg.sender], "admin");
        admin[group][msg.sender] = true;
    }

    function spend(uint256 group, uint256 amount) external {
        require(admin[group][msg.sender], "admin");
        fund[group] -= amount;
        payable(msg.sender).transfer(amount);
    }
}
