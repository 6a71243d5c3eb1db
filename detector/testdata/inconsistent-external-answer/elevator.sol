pragma solidity ^0.8.0;

interface Building {
    function isLastFloor(uint) external returns (bool);
}

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transfer(address, uint256) external returns (bool);
}

// Ethernaut's Elevator: the caller's contract answers false, then true.
contract Elevator {
    bool public top;
    uint public floor;

    function goTo(uint _floor) public {
        Building building = Building(msg.sender);
        if (!building.isLastFloor(_floor)) {
            floor = _floor;
            top = building.isLastFloor(floor); // want "Elevator.goTo\\(\\) asks building.isLastFloor\\(floor\\) again \\(first at line 19\\), of a contract the caller controls, and relies on both answers: the first decides a condition, this one is stored"
        }
    }

    // The same, without a local for the caller's contract.
    function goToDirect(uint _floor) public {
        if (!Building(msg.sender).isLastFloor(_floor)) {
            floor = _floor;
            top = Building(msg.sender).isLastFloor(_floor); // want "goToDirect\\(\\) asks Building\\(msg.sender\\).isLastFloor\\(_floor\\) again"
        }
    }

    // Both answers kept in locals: still two answers.
    function goToLocals(uint _floor) public {
        bool last = Building(msg.sender).isLastFloor(_floor);
        require(!last);
        floor = _floor;
        bool again = Building(msg.sender).isLastFloor(_floor); // want "the first decides a condition, this one is stored"
        top = again;
    }

    // A building the caller passes in.
    function goToIn(Building b, uint _floor) external {
        if (!b.isLastFloor(_floor)) {
            floor = _floor;
            if (b.isLastFloor(_floor)) { // want "the first decides a condition, this one decides a condition"
                top = true;
            }
        }
    }

    // Safe: the answer is asked once and kept.
    function goToOnce(uint _floor) public {
        Building building = Building(msg.sender);
        bool last = building.isLastFloor(_floor);
        if (!last) {
            floor = _floor;
            top = last;
        }
    }

    // Safe: two different questions.
    function goToOther(uint _floor) public {
        Building building = Building(msg.sender);
        if (!building.isLastFloor(_floor)) {
            floor = _floor + 1;
            top = building.isLastFloor(floor);
        }
    }

    // Safe: the floor asked about the second time is no longer the one asked about the first time.
    function goToChanged(uint _floor) public {
        Building building = Building(msg.sender);
        if (!building.isLastFloor(floor)) {
            floor = _floor;
            top = building.isLastFloor(floor);
        }
    }

    // Safe: the two calls are on different branches; only one is made.
    function goToEither(uint _floor) public {
        if (_floor > 10) {
            top = Building(msg.sender).isLastFloor(_floor);
        } else {
            require(Building(msg.sender).isLastFloor(_floor));
        }
    }

    // Safe: the answers decide nothing and are not stored.
    function ask(uint _floor) public returns (bool, bool) {
        bool a = Building(msg.sender).isLastFloor(_floor);
        bool b = Building(msg.sender).isLastFloor(_floor);
        return (a, b);
    }

    // Safe: both answers are compared with each other in one check.
    function consistent(uint _floor) public {
        bool a = Building(msg.sender).isLastFloor(_floor);
        floor = _floor;
        bool b = Building(msg.sender).isLastFloor(_floor);
        require(a == b);
        top = a;
    }
}

// Safe: the building is fixed at deployment.
contract TrustedElevator {
    Building immutable building;
    Building public other;
    address owner;
    bool public top;
    uint public floor;

    constructor(Building b) {
        building = b;
        other = b;
        owner = msg.sender;
    }

    function setOther(Building b) external {
        require(msg.sender == owner);
        other = b;
    }

    function goTo(uint _floor) public {
        if (!building.isLastFloor(_floor)) {
            floor = _floor;
            top = building.isLastFloor(floor);
        }
    }

    function goToOther(uint _floor) public {
        if (!other.isLastFloor(_floor)) {
            floor = _floor;
            top = other.isLastFloor(floor);
        }
    }
}

// A building any caller can set.
contract OpenElevator {
    Building public building;
    bool public top;
    uint public floor;

    function setBuilding(Building b) external {
        building = b;
    }

    function goTo(uint _floor) public {
        if (!building.isLastFloor(_floor)) {
            floor = _floor;
            top = building.isLastFloor(floor); // want "OpenElevator.goTo\\(\\) asks building.isLastFloor\\(floor\\) again"
        }
    }
}

// Safe: an owner-only function may trust what its caller chose.
contract OwnedElevator {
    address owner = msg.sender;
    bool public top;
    uint public floor;

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    function goTo(Building b, uint _floor) public onlyOwner {
        if (!b.isLastFloor(_floor)) {
            floor = _floor;
            top = b.isLastFloor(floor);
        }
    }
}

// Safe: the building must be one the contract registered.
contract RegisteredElevator {
    mapping(address => bool) registered;
    bool public top;
    uint public floor;

    function goTo(Building b, uint _floor) public {
        require(registered[address(b)]);
        if (!b.isLastFloor(_floor)) {
            floor = _floor;
            top = b.isLastFloor(floor);
        }
    }
}

contract Vault {
    mapping(address => uint256) public credit;
    uint256 public held;

    // Safe: the balances of two accounts need not agree.
    function two(IERC20 token, address a, address b) external {
        if (token.balanceOf(a) > 0) {
            held = token.balanceOf(b);
        }
    }

    // Safe: the balance is measured before and after a transfer, which is meant to change it.
    function sweep(IERC20 token, address to) external {
        uint256 bal = token.balanceOf(address(this));
        if (bal > 0) {
            token.transfer(to, bal);
        }
        held = token.balanceOf(address(this));
    }

    // Safe: the same, through an internal function.
    function sweepVia(IERC20 token, address to) external {
        if (token.balanceOf(address(this)) > 0) {
            _send(token, to);
        }
        held = token.balanceOf(address(this));
    }

    function _send(IERC20 token, address to) internal {
        token.transfer(to, 1);
    }

    // A view function asked twice with nothing changed in between: only gas-dependent code answers differently.
    function same(IERC20 token) external {
        if (token.balanceOf(msg.sender) > 100) {
            credit[msg.sender] = token.balanceOf(msg.sender); // want "only code reading gasleft\\(\\) can"
        }
    }
}
